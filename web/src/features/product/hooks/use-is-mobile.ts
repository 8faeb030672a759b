import { useSyncExternalStore } from 'react';

/** The spec's mobile breakpoint: below 768 px. */
const mobileQuery = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(mobileQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the mobile layout applies; read before the first paint so the page never swaps layouts after showing one. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(mobileQuery).matches,
    () => false,
  );
}
