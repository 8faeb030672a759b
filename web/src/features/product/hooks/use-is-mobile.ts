import { useSyncExternalStore } from 'react';
import { useSsrHints } from '../../../lib/ssr-hints';

/** The spec's mobile breakpoint: below 768 px. */
const mobileQuery = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(mobileQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the mobile layout applies; read before the first paint so the page never swaps layouts after
 * showing one. The server (and hydration) use the server's viewer hint, so a mobile visitor gets the
 * mobile layout in the first HTML.
 */
export function useIsMobile(): boolean {
  const { mobile } = useSsrHints();
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(mobileQuery).matches,
    () => mobile,
  );
}
