import { totalmem } from 'node:os';
import { assessPerformance, type PerformanceReport } from '../../shared/performance/performance-report';
import type { Deps } from '../lib/deps';
import { collectedStats } from '../lib/observability/request-stats';

/** Memory in use against what the process may have: Lambda's configured size, or the machine's memory locally. */
function memory(cloud: boolean): PerformanceReport['memory'] {
  const usedMb = Math.round(process.memoryUsage().rss / 1_048_576);
  const limitMb = cloud && process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE ? Number(process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE) : Math.round(totalmem() / 1_048_576);
  return { usedMb, limitMb, percent: Math.round((usedMb / limitMb) * 1000) / 10 };
}

/**
 * The Performance Monitor's figures (intelligence §2, §4, §9), all measured: the API's latency per route and error
 * rate from the source (this process's collector, or CloudWatch on AWS), and this process's database calls, search
 * engine times, cache lookups and memory; then the thresholds' issues and the overall status.
 */
export async function performanceReport(deps: Pick<Deps, 'performanceSource' | 'now'>, windowMinutes: number): Promise<PerformanceReport> {
  const now = deps.now();
  const [api, local] = [await deps.performanceSource.routeMetrics(windowMinutes, now), collectedStats(windowMinutes, now.getTime())];
  const byMinute = new Map(local.series.map((p) => [p.t, p]));
  const series = api.series.map((p) => ({ ...p, dbP95: byMinute.get(p.t)?.dbP95 ?? null, searchP95: byMinute.get(p.t)?.searchP95 ?? null }));
  const figures = { api: api.api, search: local.search, database: local.database, cache: local.cache, memory: memory(api.source === 'cloudwatch') };
  return { windowMinutes, source: api.source, routes: api.routes, series, ...figures, ...assessPerformance(figures), generatedAt: now.toISOString() };
}
