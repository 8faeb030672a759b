import { collectedStats } from '../../observability/request-stats';
import type { PerformanceSource, RouteMetrics } from './performance-source';

/** The collector of this process: on one machine every function's requests, since the local gateway runs them all. */
export const inProcessPerformanceSource: PerformanceSource = {
  routeMetrics: (windowMinutes, now): Promise<RouteMetrics> => {
    const { routes, api, series } = collectedStats(windowMinutes, now.getTime());
    return Promise.resolve({ source: 'in-process', routes, api, series });
  },
};
