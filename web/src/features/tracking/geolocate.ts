import { apiSend } from '@/lib/api-client';
import type { TrackingSessionIds } from './session-id';

/** Storefront §9: the geolocation answer is cached in session storage, version 2, for 60 minutes. */
export const geolocationCacheKey = 'nk-geolocation';
const cacheVersion = 2;
const cacheMs = 60 * 60_000;

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

function cachedRecently(storage: KeyValue | null, now: number): boolean {
  try {
    const cached = JSON.parse(storage?.getItem(geolocationCacheKey) ?? 'null') as { version?: number; at?: number } | null;
    return cached?.version === cacheVersion && typeof cached.at === 'number' && now - cached.at < cacheMs;
  } catch {
    return false;
  }
}

/**
 * Storefront §7's track-ip-geolocation, once per tab session: the visitor's place (cached), and for a session that has
 * sent nothing yet, the device's live session to carry on instead (`sessionConsolidated`), whose id then replaces the
 * stored one. A failure is only logged (§8).
 */
export async function geolocate(sessions: TrackingSessionIds, storage: KeyValue | null, fingerprint: string, nothingSent: () => boolean): Promise<void> {
  const now = Date.now();
  const session = sessions.current(now);
  if (session.deviceSent && cachedRecently(storage, now)) return;
  try {
    const answer = await apiSend('POST', '/api/track/geo', { body: { sessionId: session.id, fingerprint } });
    try {
      storage?.setItem(geolocationCacheKey, JSON.stringify({ version: cacheVersion, at: now, geolocation: answer.geolocation }));
    } catch {
      // No room to cache: the next tab session asks again.
    }
    const current = sessions.current(Date.now());
    if (answer.sessionConsolidated && answer.sessionId && !current.deviceSent && nothingSent()) sessions.update({ ...current, id: answer.sessionId, deviceSent: true });
  } catch (error) {
    console.debug('geolocation not tracked', error);
  }
}
