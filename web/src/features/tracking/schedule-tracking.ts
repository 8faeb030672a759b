import type { PageRouter } from './watch-pages';
import { afterLoadAndIdle } from '../../lib/after-load-and-idle';
import { consentStorageKey } from '../../../../shared/tracking/consent';

/**
 * Loads the tracking module once the page is loaded and the browser is idle, so it adds nothing to the initial JS
 * and no work before the page is interactive. A browser sending Global Privacy Control, or a visitor who declined,
 * does not even fetch it.
 */
export function scheduleTracking(router: PageRouter): void {
  if ((navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl === true) return;
  try {
    if (localStorage.getItem(consentStorageKey) === 'declined') return;
  } catch {
    // No storage: the module decides with what it can read.
  }
  afterLoadAndIdle(() => import('./start-tracking').then((m) => m.startTracking(router)));
}
