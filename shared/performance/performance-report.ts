/** Intelligence §9's thresholds for the Performance Monitor. */
export const performanceThresholds = {
  search: { goodMs: 150, warningMs: 300, flaggedAboveMs: 200 },
  database: { goodMs: 50, warningMs: 100 },
  cacheGoodAbovePercent: 80,
  errorRateFlaggedAbovePercent: 1,
  memoryFlaggedAbovePercent: 80,
} as const;

export type Band = 'good' | 'warning' | 'poor';
export type OverallStatus = 'healthy' | 'warning' | 'critical';

export interface LatencySummary {
  count: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
}

export interface RouteFigures extends LatencySummary {
  route: string;
  errors: number;
  /** Percent of requests answered 5xx. */
  errorRate: number;
}

export interface MinutePoint {
  /** The minute's start, ms since the epoch. */
  t: number;
  requests: number;
  errors: number;
  p95: number | null;
  dbP95: number | null;
  searchP95: number | null;
}

export interface PerformanceReport {
  windowMinutes: number;
  /** `in-process`: this process's own collector (the local stack runs every function in one); `cloudwatch`: every Lambda's metrics. */
  source: 'in-process' | 'cloudwatch';
  routes: RouteFigures[];
  api: LatencySummary & { errors: number; errorRate: number };
  search: LatencySummary;
  database: LatencySummary;
  cache: { hits: number; misses: number; hitRatio: number | null };
  memory: { usedMb: number; limitMb: number; percent: number };
  series: MinutePoint[];
  status: OverallStatus;
  issues: string[];
  generatedAt: string;
}

/** A latency's band by its good and warning limits. */
export const bandOf = (ms: number | null, limits: { goodMs: number; warningMs: number }): Band | null =>
  ms === null ? null : ms <= limits.goodMs ? 'good' : ms <= limits.warningMs ? 'warning' : 'poor';

/**
 * What the monitor flags (intelligence §9) and the overall status (§4: healthy with none, warning with one,
 * critical with two or more). Latencies are judged at p95, what most shoppers' slowest requests feel.
 */
export function assessPerformance(report: Pick<PerformanceReport, 'api' | 'search' | 'database' | 'cache' | 'memory'>): { status: OverallStatus; issues: string[] } {
  const t = performanceThresholds;
  const issues: string[] = [];
  if (report.search.p95 !== null && report.search.p95 > t.search.flaggedAboveMs) issues.push(`Search time p95 ${report.search.p95} ms is over ${t.search.flaggedAboveMs} ms`);
  if (report.database.p95 !== null && report.database.p95 > t.database.warningMs) issues.push(`Database p95 ${report.database.p95} ms is over ${t.database.warningMs} ms`);
  if (report.cache.hitRatio !== null && report.cache.hitRatio <= t.cacheGoodAbovePercent) issues.push(`Cache hit ratio ${report.cache.hitRatio}% is not over ${t.cacheGoodAbovePercent}%`);
  if (report.api.count > 0 && report.api.errorRate > t.errorRateFlaggedAbovePercent) issues.push(`Error rate ${report.api.errorRate}% is over ${t.errorRateFlaggedAbovePercent}%`);
  if (report.memory.percent > t.memoryFlaggedAbovePercent) issues.push(`Memory use ${report.memory.percent}% is over ${t.memoryFlaggedAbovePercent}%`);
  return { status: issues.length === 0 ? 'healthy' : issues.length === 1 ? 'warning' : 'critical', issues };
}
