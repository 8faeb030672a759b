import type { PageRouter } from './watch-pages';
import { afterLoadAndIdle } from '../../lib/after-load-and-idle';
import { whenBuyingBeforeSink } from '../../lib/analytics';
import { consentStorageKey } from '../../../../shared/tracking/consent';
import { browserStorage } from './browser-storage';
import { watchEarlyPages } from './early-pages';

/**
 * Loads the tracking module once the page is loaded and the browser is idle, so it adds nothing to the initial JS
 * and no work before the page is interactive; at once if the shopper adds to the cart or buys first, since the next
 * page may be the payment provider's. Pages left before it loads are carried to the next page (early-pages.ts). A
 * browser sending Global Privacy Control, or a visitor who declined, does not even fetch it.
 */
export function scheduleTracking(router: PageRouter): void {
  if ((navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true) return;
  try {
    if (localStorage.getItem(consentStorageKey) === 'declined') return;
  } catch {
    // No storage: the module decides with what it can read.
  }
  // Without session storage, pages left before the module loads are not carried to the next.
  const early = watchEarlyPages(router, browserStorage('sessionStorage'));
  let loading: Promise<unknown> | undefined;
  const start = () => (loading ??= import('./start-tracking').then((m) => m.startTracking(router, early.handOver())));
  whenBuyingBeforeSink(() => void start().catch(console.debug));
  afterLoadAndIdle(start);
}
