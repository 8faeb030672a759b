import { useEffect } from 'react';

/**
 * Sets a head element's attribute for as long as the page is shown and puts back what was there before.
 * index.html already carries a description and robots tag, so updating them in place avoids two of each
 * (React's hoisted <meta> would add a second one).
 */
function useHeadAttribute(selector: string, create: () => HTMLElement, attribute: string, value: string | null) {
  useEffect(() => {
    if (value === null) return;
    let element = document.head.querySelector<HTMLElement>(selector);
    const created = !element;
    if (!element) {
      element = create();
      document.head.append(element);
    }
    const previous = element.getAttribute(attribute);
    element.setAttribute(attribute, value);
    return () => {
      if (created) element.remove();
      else if (previous === null) element.removeAttribute(attribute);
      else element.setAttribute(attribute, previous);
    };
  }, [selector, create, attribute, value]);
}

const createMeta = (name: string) => () => Object.assign(document.createElement('meta'), { name });
const createDescription = createMeta('description');
const createRobots = createMeta('robots');
const createCanonical = () => Object.assign(document.createElement('link'), { rel: 'canonical' });

export interface DocumentHead {
  description: string;
  robots: string;
  canonicalUrl: string;
}

/**
 * The page's meta description, robots and canonical link, all removed or restored on unmount. A server-rendered
 * page already has them in its head, and these find and keep those elements.
 */
export function useDocumentHead({ description, robots, canonicalUrl }: DocumentHead) {
  useHeadAttribute('meta[name="description"]', createDescription, 'content', description);
  useHeadAttribute('meta[name="robots"]', createRobots, 'content', robots);
  useHeadAttribute('link[rel="canonical"]', createCanonical, 'href', canonicalUrl);
}
