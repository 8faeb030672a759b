import { useSsrHints } from '@/lib/ssr-hints';
import { mobileQuery, useMediaQuery } from '@/lib/use-media-query';

/**
 * Whether the mobile layout applies; read before the first paint so the page never swaps layouts after
 * showing one. The server (and hydration) use the server's viewer hint, so a mobile visitor gets the
 * mobile layout in the first HTML.
 */
export function useIsMobile(): boolean {
  return useMediaQuery(mobileQuery, useSsrHints().mobile);
}
