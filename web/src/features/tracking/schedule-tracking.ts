import type { PageRouter } from './watch-pages';
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
  const start = () => {
    import('./start-tracking').then((m) => m.startTracking(router)).catch((error: unknown) => console.debug('tracking not started', error));
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 5_000 }) : setTimeout(start, 2_000));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
