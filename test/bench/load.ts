import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  total: number;
}

/** autocannon with the settings: 50 connections for 10 seconds. */
export async function runLoad(url: string, seconds = 10, connections = 50): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}
