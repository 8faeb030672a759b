import type { GeoActivity } from '../../shared/security/security-views';
import type { Deps } from '../lib/deps';
import { nameIn, namesOf } from './people-names';

/** What each of Geographic Security's lists shows. */
export const geoActivityLimit = 50;

/**
 * Geographic Security's logs (back-office §2): today's and yesterday's partitions of the access log and of the
 * rate-limit records, newest first, four Queries whatever the traffic. Rate-limit records are one per caller, limit and
 * hour, so a day holds few even under a flood.
 */
export async function geoActivity(deps: Pick<Deps, 'store' | 'now'>): Promise<GeoActivity> {
  const now = deps.now().getTime();
  const days = [0, 1].map((d) => new Date(now - d * 86_400_000).toISOString().slice(0, 10));
  const { geoAccessEntry, rateLimitHit } = deps.store.entities;
  const [access, limits] = await Promise.all([
    Promise.all(days.map((day) => geoAccessEntry.query.byDay({ day }).go({ limit: geoActivityLimit, order: 'desc', pages: 1 }))),
    Promise.all(days.map((day) => rateLimitHit.query.byDay({ day }).go({ pages: 'all', order: 'desc' }))),
  ]);
  const entries = access.flatMap((p) => p.data).slice(0, geoActivityLimit);
  const names = await namesOf(deps, entries.map((e) => e.userId));
  return {
    access: entries.map((e) => ({
      at: e.at,
      ipAddress: e.ipAddress,
      countryCode: e.countryCode,
      city: e.city ?? null,
      outcome: e.outcome === 'blocked' ? 'blocked' : 'flagged',
      userId: e.userId ?? null,
      userName: nameIn(names, e.userId),
    })),
    rateLimits: limits
      .flatMap((p) => p.data)
      .sort((a, b) => b.lastAt.localeCompare(a.lastAt))
      .slice(0, geoActivityLimit)
      .map((r) => ({ endpoint: r.endpoint, caller: r.caller, ipAddress: r.ipAddress ?? null, count: r.count, hour: `${r.day}T${r.hour}`, lastAt: r.lastAt })),
  };
}
