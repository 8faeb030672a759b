import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';

/**
 * CloudWatch metrics in the embedded metric format (EMF), namespaced `NeonKeys`. Each measurement is its own EMF
 * record (`singleMetric`), so invocations that share a process (the local gateway, Lambda's concurrent instances)
 * never mix dimensions. Locally `POWERTOOLS_METRICS_DISABLED` keeps them off the console.
 */
export const metrics = new Metrics({ namespace: 'NeonKeys', serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'neonkeys' });

/** One handled request: its latency, and whether it failed on our side (5xx) or was refused (4xx). */
export function recordRequest(route: string, status: number, latencyMs: number): void {
  const latency = metrics.singleMetric();
  latency.addDimension('route', route);
  latency.addMetric('latency', MetricUnit.Milliseconds, latencyMs);
  const outcome = metrics.singleMetric();
  outcome.addDimension('route', route);
  outcome.addMetric(status >= 500 ? 'errors' : status >= 400 ? 'refusals' : 'successes', MetricUnit.Count, 1);
}

/** One consumed batch: its latency, and how many of its records failed and will come back. */
export function recordBatch(consumer: string, records: number, failed: number, latencyMs: number): void {
  const latency = metrics.singleMetric();
  latency.addDimension('consumer', consumer);
  latency.addMetric('latency', MetricUnit.Milliseconds, latencyMs);
  const outcome = metrics.singleMetric();
  outcome.addDimension('consumer', consumer);
  outcome.addMetric('errors', MetricUnit.Count, failed);
  const processed = metrics.singleMetric();
  processed.addDimension('consumer', consumer);
  processed.addMetric('records', MetricUnit.Count, records);
}
