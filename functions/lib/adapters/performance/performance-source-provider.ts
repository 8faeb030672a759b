import { routes } from '../../../../shared/routes/route-table';
import { provider } from '../../wiring/provider';
import { CloudWatchPerformanceSource } from './cloudwatch-performance-source';
import { inProcessPerformanceSource } from './in-process-performance-source';

/** CloudWatch on AWS (PERFORMANCE_SOURCE=cloudwatch, set by the stack); this process's collector on one machine. */
export const performanceSourceProvider = provider({
  name: 'performanceSource',
  requires: 'reading the API metrics (metrics)',
  allows: (n) => n.metrics === true,
  build: (config) =>
    config.PERFORMANCE_SOURCE === 'cloudwatch'
      ? new CloudWatchPerformanceSource(Object.values(routes).map((r) => `${r.method} ${r.path}`), process.env.POWERTOOLS_SERVICE_NAME ?? 'neonkeys')
      : inProcessPerformanceSource,
});
