import { TtlCache } from '../../lib/cache/ttl-cache';
import type { Deps } from '../../lib/deps';

/** A session found beside another on its address or its device: who, and when. */
export interface Neighbour {
  sessionId: string;
  userId: string | null;
  startedAt: string;
}

/** Enough to count a busy address's group and its accounts; beyond it the chip reads "100" and the pool is a crowd anyway. */
export const neighbourLimit = 100;
const attributes = ['sessionId', 'userId', 'startedAt'] as const;

// The chips may lag a minute behind the newest session on an address; a page of cards shares its lookups.
const byIp = new TtlCache<Neighbour[]>(60_000, 2_000);
const byDevice = new TtlCache<Neighbour[]>(60_000, 2_000);

const neighbour = (s: { sessionId: string; userId?: string | undefined; startedAt?: string | undefined }): Neighbour => ({ sessionId: s.sessionId, userId: s.userId ?? null, startedAt: s.startedAt ?? '' });

/** The address's sessions started since `since`, newest first: one Query on the address index. */
export function sessionsOnIp(deps: Pick<Deps, 'store'>, ip: string, since: string): Promise<Neighbour[]> {
  return byIp.get(`${ip}|${since.slice(0, 16)}`, async () => {
    const page = await deps.store.entities.visitorSession.query.byIp({ ipAddress: ip }).gte({ startedAt: since }).go({ limit: neighbourLimit, order: 'desc', attributes: [...attributes] });
    return page.data.map(neighbour);
  });
}

/** The device's sessions, latest activity first: one Query on the fingerprint index. */
export function sessionsOnDevice(deps: Pick<Deps, 'store'>, fingerprint: string): Promise<Neighbour[]> {
  return byDevice.get(fingerprint, async () => {
    const page = await deps.store.entities.visitorSession.query.byFingerprint({ fingerprint }).go({ limit: neighbourLimit, order: 'desc', attributes: [...attributes] });
    return page.data.map(neighbour);
  });
}

/** Other accounts among neighbours, with how many of the neighbours' sessions each has. */
export function otherUsers(neighbours: readonly Neighbour[], self: string | null): Map<string, number> {
  const users = new Map<string, number>();
  for (const n of neighbours) if (n.userId && n.userId !== self) users.set(n.userId, (users.get(n.userId) ?? 0) + 1);
  return users;
}
