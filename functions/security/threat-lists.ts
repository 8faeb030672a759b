import type { ThreatLists } from '../../shared/security/security-views';
import type { Deps } from '../lib/deps';
import { nameIn, namesOf } from './people-names';

/** Back-office §9: fraud lists fetch 100 rows. */
const rows = 100;
const dayMs = 86_400_000;

/** Days back from today, newest first, as `YYYY-MM-DD`. */
const daysBack = (now: Date, n: number) => Array.from({ length: n }, (_, i) => new Date(now.getTime() - i * dayMs).toISOString().slice(0, 10));

/**
 * The newest 100 of each list, read day partition by day partition (newest first) until there are enough or a week
 * has been read: at most 7 small Queries each, never a Scan.
 */
export async function threatLists(deps: Pick<Deps, 'store' | 'now'>): Promise<ThreatLists> {
  const days = daysBack(deps.now(), 7);
  const [vpn, fingerprints] = await Promise.all([
    collect(days, (day, limit) => deps.store.entities.vpnDetection.query.byDay({ day }).go({ limit, order: 'desc' }).then((r) => r.data)),
    collect(days, (day, limit) => deps.store.entities.browserFingerprint.query.byLastSeen({ lastSeenDay: day }).go({ limit, order: 'desc' }).then((r) => r.data)),
  ]);
  const names = await namesOf(deps, vpn.map((d) => d.userId));
  return {
    vpnDetections: vpn.map((d) => ({
      detectionId: d.detectionId,
      ipAddress: d.ipAddress,
      userId: d.userId ?? null,
      userName: nameIn(names, d.userId),
      kind: d.isTor ? 'Tor' : d.isVpn ? 'VPN' : 'Proxy',
      provider: d.provider ?? null,
      riskScore: d.riskScore,
      seenAt: d.seenAt,
      detectedAt: d.detectedAt,
    })),
    // A fingerprint seen on two days sits in the newer day's partition only: its index key moves with lastSeenDay.
    fingerprints: fingerprints.map((f) => ({ fingerprint: f.fingerprint, sessionCount: f.sessionCount, screen: f.screen ?? null, languages: f.languages ?? null, timeZone: f.timeZone ?? null, lastSeenAt: f.lastSeenAt })),
  };
}

async function collect<T>(days: string[], read: (day: string, limit: number) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (const day of days) {
    if (out.length >= rows) break;
    out.push(...(await read(day, rows - out.length)));
  }
  return out;
}
