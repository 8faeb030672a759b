/** Where the page is scrolled: the viewport's top in the document, the viewport's height and the document's height. */
export type ScrollGeometry = (top: number, viewport: number, height: number) => void;

/**
 * The scroll position without asking for it: reading `scrollY` or `scrollHeight` in a scroll event (or any time soon
 * after one) makes the browser recompute style and layout there and then, milliseconds on a page whose
 * `content-visibility: auto` sections and hover styles change as it scrolls. Observing the root element again makes
 * an IntersectionObserver report its box, measured in the frame's own layout pass, so nothing is forced.
 */
export interface ScrollProbe {
  measure: (done: ScrollGeometry) => void;
  stop: () => void;
}

export function scrollProbe(): ScrollProbe {
  const root = document.documentElement;
  let waiting: ScrollGeometry | null = null;
  const observer = new IntersectionObserver((entries) => {
    const entry = entries.at(-1)!;
    const box = entry.boundingClientRect;
    const done = waiting;
    waiting = null;
    done?.(-box.top, entry.rootBounds?.height ?? innerHeight, box.height);
  });
  return {
    measure: (done) => {
      waiting = done;
      observer.unobserve(root);
      observer.observe(root);
    },
    stop: () => observer.disconnect(),
  };
}
