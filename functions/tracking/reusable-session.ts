import { inactivityMs } from '../../shared/tracking/session-clock';
import type { Deps } from '../lib/deps';

/** How many of a fingerprint's newest sessions are looked at: enough for the tabs of one device, bounded for a shared one. */
const candidates = 10;

/**
 * Storefront §7's `session_consolidated`: the live anonymous session of the same device that a new tab (or a browser
 * restarted within the inactivity window) should carry on, instead of starting a second one. The same device is the
 * same fingerprint from the same address, since identical machines share a fingerprint; live is input within the last
 * 30 minutes. A session that already sent events keeps its own history, and a signed-in visitor's session is never
 * handed to an anonymous tab. Answers the session to reuse, or null.
 */
export async function reusableSession(deps: Pick<Deps, 'store'>, request: { sessionId: string; fingerprint: string; ip: string | null; now: Date }): Promise<string | null> {
  if (!request.ip) return null;
  const since = new Date(request.now.getTime() - inactivityMs).toISOString();
  const [own, recent] = await Promise.all([
    deps.store.entities.visitorSession.get({ sessionId: request.sessionId }).go({ attributes: ['sessionId'] }),
    deps.store.entities.visitorSession.query
      .byFingerprint({ fingerprint: request.fingerprint })
      .gte({ lastActivityAt: since })
      .go({ order: 'desc', limit: candidates, attributes: ['sessionId', 'userId', 'ipAddress'] }),
  ]);
  if (own.data) return null;
  const match = recent.data.find((s) => s.sessionId !== request.sessionId && !s.userId && s.ipAddress === request.ip);
  return match?.sessionId ?? null;
}
