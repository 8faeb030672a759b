import { useCallback, useSyncExternalStore } from 'react';

/** The storefront's mobile breakpoint (storefront §9): below 768 px. */
export const mobileQuery = '(max-width: 767.98px)';

/**
 * Whether a CSS media query matches, kept in step with the window. `serverValue` is what the server render and
 * hydration assume (false unless a hint says otherwise), so the first client render matches the HTML.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
