import type { LatencySummary, MinutePoint, RouteFigures } from '../../../../shared/performance/performance-report';

/** Per-route figures and the per-minute series, however they are gathered. */
export interface RouteMetrics {
  source: 'in-process' | 'cloudwatch';
  routes: RouteFigures[];
  api: LatencySummary & { errors: number; errorRate: number };
  series: MinutePoint[];
}

/**
 * Where the Performance Monitor reads the API's own measurements: the in-process collector on one machine (every
 * function runs in the gateway's process), CloudWatch on AWS (the EMF metrics every Lambda writes through Powertools).
 */
export interface PerformanceSource {
  routeMetrics(windowMinutes: number, now: Date): Promise<RouteMetrics>;
}
