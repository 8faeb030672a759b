import { rangeHours, type SessionAnalytics, type SessionRange } from '../../../shared/intelligence/console-views';
import { estimateDistinct, mergeRegisters } from '../../../shared/tracking/hyperloglog';
import { countryDay, countryHour } from '../../lib/data/entities/country-traffic';
import { dayTrafficScope, hourScope, trafficScopes } from '../../lib/data/entities/traffic-counter';
import type { Deps } from '../../lib/deps';

const hourMs = 3_600_000;
/** §9: Top Countries lists five. */
export const topCountryCount = 5;

/**
 * The Analytics tab from counters kept on write: the whole UTC hours the range touches (two for the last hour, 25 for
 * 24 hours) or, for 7 days, the eight days it touches, so a figure can run up to one period past the range's edge.
 * Sessions and seconds come from the traffic shards, the countries from their per-period items, signed-in users from
 * the periods' HyperLogLog sketches merged.
 */
export async function sessionAnalytics(deps: Pick<Deps, 'store' | 'now'>, range: SessionRange): Promise<SessionAnalytics> {
  const now = deps.now().getTime();
  const byDay = range === '7d';
  const step = byDay ? 24 * hourMs : hourMs;
  const periods: string[] = [];
  for (let t = now - rangeHours[range] * hourMs; t <= now + step - 1; t += step) {
    const p = new Date(t).toISOString().slice(0, byDay ? 10 : 13);
    if (!periods.includes(p)) periods.push(p);
  }
  const { trafficCounter, visitorSketch, countryTraffic } = deps.store.entities;
  const scopes = periods.flatMap((p) => trafficScopes((s) => (byDay ? dayTrafficScope(p, s) : hourScope(p, s))));
  const [traffic, sketches, countries] = await Promise.all([
    trafficCounter.get(scopes.map((scope) => ({ scope }))).go(),
    visitorSketch.get(periods.map((p) => ({ scope: byDay ? `members#day#${p}` : `members#${p}` }))).go(),
    Promise.all(periods.map((p) => countryTraffic.query.byPeriod({ period: byDay ? countryDay(p) : countryHour(p) }).go({ pages: 'all' }))),
  ]);
  const sessions = traffic.data.reduce((n, i) => n + i.sessionsStarted, 0);
  const seconds = traffic.data.reduce((n, i) => n + i.sessionSeconds, 0);
  const perCountry = new Map<string, number>();
  for (const item of countries.flatMap((c) => c.data)) perCountry.set(item.countryCode, (perCountry.get(item.countryCode) ?? 0) + item.sessions);
  const registers = mergeRegisters(sketches.data.map((s) => s.registers as number[]));
  return {
    range,
    totalSessions: sessions,
    uniqueUsers: sketches.data.length ? Math.round(estimateDistinct(registers)) : 0,
    avgDurationSeconds: sessions ? Math.round(seconds / sessions) : 0,
    topCountries: [...perCountry]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, topCountryCount)
      .map(([countryCode, n]) => ({ countryCode, sessions: n })),
  };
}
