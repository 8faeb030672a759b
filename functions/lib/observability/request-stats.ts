import { addCounts, bucketCount, bucketOf, percentile } from '../../../shared/performance/latency-histogram';
import type { LatencySummary, MinutePoint, RouteFigures } from '../../../shared/performance/performance-report';

interface RouteMinute {
  counts: Uint32Array;
  errors: number;
}

interface Minute {
  t: number;
  routes: Map<string, RouteMinute>;
  db: Uint32Array;
  search: Uint32Array;
  cacheHits: number;
  cacheMisses: number;
}

/** An hour of minutes is what the monitor's charts show. */
const keptMinutes = 60;
const minutes: Minute[] = [];

function minuteNow(now: number): Minute {
  const t = now - (now % 60_000);
  const last = minutes.at(-1);
  if (last?.t === t) return last;
  const fresh: Minute = { t, routes: new Map(), db: new Uint32Array(bucketCount), search: new Uint32Array(bucketCount), cacheHits: 0, cacheMisses: 0 };
  minutes.push(fresh);
  while (minutes.length > keptMinutes || (minutes[0] && minutes[0].t <= t - keptMinutes * 60_000)) minutes.shift();
  return fresh;
}

/**
 * The in-process collector behind the Performance Monitor on one machine (where every function runs in the gateway's
 * process) and for a Lambda container's own figures: per minute, each route's latency histogram and 5xx count, the
 * database calls', the search engine's, and cache hits. Recording is an increment or two, no allocation after a
 * route's first request in a minute.
 */
export const requestStats = {
  request(route: string, status: number, ms: number, now = Date.now()): void {
    const minute = minuteNow(now);
    let entry = minute.routes.get(route);
    if (!entry) minute.routes.set(route, (entry = { counts: new Uint32Array(bucketCount), errors: 0 }));
    entry.counts[bucketOf(ms)]! += 1;
    if (status >= 500) entry.errors += 1;
  },
  databaseCall(ms: number, now = Date.now()): void {
    minuteNow(now).db[bucketOf(ms)]! += 1;
  },
  search(ms: number, now = Date.now()): void {
    minuteNow(now).search[bucketOf(ms)]! += 1;
  },
  cache(hit: boolean, now = Date.now()): void {
    const minute = minuteNow(now);
    if (hit) minute.cacheHits += 1;
    else minute.cacheMisses += 1;
  },
  /** Forgets everything (tests). */
  reset(): void {
    minutes.length = 0;
  },
};

const summary = (counts: Uint32Array): LatencySummary => ({
  count: counts.reduce((n, c) => n + c, 0),
  p50: percentile(counts, 0.5),
  p95: percentile(counts, 0.95),
  p99: percentile(counts, 0.99),
});
const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

/** The last `windowMinutes` minutes, summed: per route, overall, database, search, cache, and a point per minute. */
export function collectedStats(windowMinutes: number, now = Date.now()) {
  const from = now - now % 60_000 - (windowMinutes - 1) * 60_000;
  const inWindow = minutes.filter((m) => m.t >= from);
  const byRoute = new Map<string, RouteMinute>();
  const all = new Uint32Array(bucketCount);
  const db = new Uint32Array(bucketCount);
  const search = new Uint32Array(bucketCount);
  let errors = 0;
  let hits = 0;
  let misses = 0;
  const series: MinutePoint[] = [];
  for (const m of inWindow) {
    const minuteAll = new Uint32Array(bucketCount);
    let minuteErrors = 0;
    for (const [route, r] of m.routes) {
      let total = byRoute.get(route);
      if (!total) byRoute.set(route, (total = { counts: new Uint32Array(bucketCount), errors: 0 }));
      addCounts(total.counts, r.counts);
      total.errors += r.errors;
      addCounts(minuteAll, r.counts);
      minuteErrors += r.errors;
    }
    addCounts(all, minuteAll);
    addCounts(db, m.db);
    addCounts(search, m.search);
    errors += minuteErrors;
    hits += m.cacheHits;
    misses += m.cacheMisses;
    series.push({ t: m.t, requests: minuteAll.reduce((n, c) => n + c, 0), errors: minuteErrors, p95: percentile(minuteAll, 0.95), dbP95: percentile(m.db, 0.95), searchP95: percentile(m.search, 0.95) });
  }
  const routes: RouteFigures[] = [...byRoute].map(([route, r]) => {
    const s = summary(r.counts);
    return { route, ...s, errors: r.errors, errorRate: rate(r.errors, s.count) };
  });
  const api = summary(all);
  return {
    routes: routes.sort((a, b) => b.count - a.count || a.route.localeCompare(b.route)),
    api: { ...api, errors, errorRate: rate(errors, api.count) },
    database: summary(db),
    search: summary(search),
    cache: { hits, misses, hitRatio: hits + misses ? rate(hits, hits + misses) : null },
    series,
  };
}
