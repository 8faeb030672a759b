import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { requestStats } from './request-stats';

/**
 * CloudWatch metrics in the embedded metric format (EMF), namespaced `NeonKeys`. Each measurement is its own EMF
 * record (`singleMetric`), so invocations that share a process (the local gateway, Lambda's concurrent instances)
 * never mix dimensions. Locally `POWERTOOLS_METRICS_DISABLED` keeps them off the console.
 */
export const metrics = new Metrics({ namespace: 'NeonKeys', serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'neonkeys' });

/** One EMF record with one dimension and one metric. */
function emit(dimension: 'route' | 'consumer', of: string, metric: string, unit: (typeof MetricUnit)[keyof typeof MetricUnit], value: number): void {
  const record = metrics.singleMetric();
  record.addDimension(dimension, of);
  record.addMetric(metric, unit, value);
}

/** One handled request: its latency, and whether it failed on our side (5xx) or was refused (4xx). */
export function recordRequest(route: string, status: number, latencyMs: number): void {
  requestStats.request(route, status, latencyMs);
  emit('route', route, 'latency', MetricUnit.Milliseconds, latencyMs);
  emit('route', route, status >= 500 ? 'errors' : status >= 400 ? 'refusals' : 'successes', MetricUnit.Count, 1);
}

/** One consumed batch: its latency, and how many of its records failed and will come back. */
export function recordBatch(consumer: string, records: number, failed: number, latencyMs: number): void {
  emit('consumer', consumer, 'latency', MetricUnit.Milliseconds, latencyMs);
  emit('consumer', consumer, 'errors', MetricUnit.Count, failed);
  emit('consumer', consumer, 'records', MetricUnit.Count, records);
}
