import type { ApiPath } from '@/lib/api-types';

const trackPath: ApiPath<'POST'> = '/api/track';

/**
 * Sends one batch without holding the page: a beacon (queued by the browser, survives the page closing), else a
 * keepalive fetch. A failure is only logged (storefront §8): tracking never shows an error or retries into a loop.
 */
export function sendBatch(body: string): void {
  try {
    if (navigator.sendBeacon?.(trackPath, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Some browsers refuse beacons in some states; the fetch below is the fallback.
  }
  fetch(trackPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true, credentials: 'omit' }).catch((error: unknown) => console.debug('tracking batch not sent', error));
}
