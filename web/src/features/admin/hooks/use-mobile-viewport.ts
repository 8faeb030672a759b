import { useSyncExternalStore } from 'react';

/** Below 768 px the sidebar is an off-canvas sheet (storefront §9 breakpoints). */
const mobileQuery = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(mobileQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useMobileViewport(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(mobileQuery).matches,
    () => false,
  );
}
