import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { languages } from '@/lib/i18n/languages';
import { useMessages } from '@/lib/i18n/use-messages';
import { shellMessages } from './messages';

const siteDescriptions = new Set(languages.map(({ code }) => shellMessages[code].siteDescription));

/**
 * The page's meta description in the visitor's language where it is the store's own (index.html carries the
 * English one); a page that sets its own description (a product) keeps it. A layout effect, so it runs before
 * any page's own head effects.
 */
export function useSiteDescription() {
  const t = useMessages(shellMessages);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const meta = document.head.querySelector('meta[name="description"]');
    if (meta && siteDescriptions.has(meta.getAttribute('content') ?? '')) meta.setAttribute('content', t('siteDescription'));
  }, [t, pathname]);
}
