import type { Deps } from '../../functions/lib/deps';
import type { GeneratedSession } from './generated-session';

const day = 86_400;
/** The generator's cloud networks (test/intelligence/network-pool.ts), which the ASN lists call hosting. */
const datacentreAsns = new Set([16509, 24940, 14061]);

/** How a loaded copy differs from the generator's: ids prefixed so runs sharing a table never meet, times moved. */
export interface LoadOptions {
  /** Prefix of every session and user id. */
  run: string;
  /** Milliseconds added to every time, to bring the generator's fortnight up to now. */
  shiftMs: number;
}

/** The shift that makes the newest generated session end `gapMs` before `now`. */
export const shiftToNow = (sessions: readonly GeneratedSession[], now: number, gapMs = 60_000): number =>
  now - gapMs - Math.max(...sessions.map((g) => Date.parse(g.session.lastActivityAt)));

const moved = (iso: string, shiftMs: number) => new Date(Date.parse(iso) + shiftMs).toISOString();

/**
 * Writes labelled sessions as the tracking consumer and the IP lookup would have left them: the visitorSession item
 * (its indexes by day, address, country and device), its events, and each address's IP history. For the console's
 * tests and benchmark; a store serving shoppers fills these through /api/track and checkout instead.
 */
export async function storeGeneratedSessions(deps: Pick<Deps, 'store'>, sessions: readonly GeneratedSession[], options: LoadOptions): Promise<void> {
  const { run, shiftMs } = options;
  const id = (x: string) => `${run}-${x}`;
  const expiresAt = Math.floor(Date.now() / 1000) + 30 * day;
  const items = sessions.map((g) => {
    const s = g.session;
    const startedAt = moved(s.startedAt, shiftMs);
    const lastActivityAt = moved(s.lastActivityAt, shiftMs);
    return {
      sessionId: id(s.sessionId),
      ...(s.userId ? { userId: id(s.userId) } : {}),
      ipAddress: s.ipAddress,
      countryCode: s.countryCode,
      userAgent: s.userAgent,
      fingerprint: s.fingerprint,
      deviceSignals: s.deviceSignals,
      startedAt,
      lastActivityAt,
      durationSeconds: Math.round((Date.parse(lastActivityAt) - Date.parse(startedAt)) / 1000),
      events: g.events.length,
      journey: { ...s.journey, sessionId: id(s.sessionId), userId: s.userId ? id(s.userId) : null, startedAt: Date.parse(startedAt), updatedAt: Date.parse(lastActivityAt) },
      recentBatches: [],
      version: 1,
      expiresAt,
    };
  });
  const events = sessions.flatMap((g) =>
    g.events.map((e, i) => {
      const at = moved(e.at, shiftMs);
      return { sessionId: id(g.session.sessionId), eventKey: `${at}#gen#${String(i).padStart(4, '0')}`, type: e.type, at, path: e.path, ...(e.data ? { data: e.data } : {}), expiresAt };
    }),
  );
  const seen = new Map<string, { ip: string; first: string; last: string; count: number; g: GeneratedSession }>();
  for (const [i, g] of sessions.entries()) {
    const prior = seen.get(g.network.ip);
    const at = items[i]!.startedAt;
    seen.set(g.network.ip, { ip: g.network.ip, first: prior ? (prior.first < at ? prior.first : at) : at, last: prior && prior.last > at ? prior.last : at, count: (prior?.count ?? 0) + 1, g });
  }
  const histories = [...seen.values()].map(({ ip, first, last, count, g }) => ({
    ip,
    subnet: g.network.subnet,
    asn: g.network.asn,
    isVpn: g.network.isVpn,
    isProxy: false,
    isTor: false,
    isHosting: datacentreAsns.has(g.network.asn),
    isMobileCarrier: g.network.isMobileCarrier,
    isCgnat: g.network.isCgnat,
    reputation: g.network.isVpn ? 45 : 0,
    source: 'generated',
    firstSeenAt: first,
    lastSeenAt: last,
    seenCount: count,
  }));
  const { visitorSession, trackEvent, ipHistory } = deps.store.entities;
  const writes = [...chunks(items, 25).map((c) => () => visitorSession.put(c).go()), ...chunks(events, 25).map((c) => () => trackEvent.put(c).go()), ...chunks(histories, 25).map((c) => () => ipHistory.put(c).go())];
  // Eight BatchWrites at a time: enough to load thousands of sessions in seconds without swamping DynamoDB Local.
  let next = 0;
  await Promise.all(Array.from({ length: 8 }, async () => {
    while (next < writes.length) await writes[next++]!();
  }));
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));
}
