import type { BenchRequest } from './admin-requests';

export interface RouteFigures {
  id: string;
  path: string;
  status: number;
  requests: number;
  p50Ms: number;
  p95Ms: number;
}

export const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;
};

/**
 * Sequential timed requests, one route after another, as one staff member's browser would make them: `warmUp` not
 * counted (handler loaded, caches filled), then `runs` timed from the request to the last byte of the answer.
 */
export async function measureRoute(request: BenchRequest, token: string, runs = 200, warmUp = 20): Promise<RouteFigures> {
  const headers = { authorization: `Bearer ${token}` };
  let status = 0;
  for (let i = 0; i < warmUp; i++) {
    const res = await fetch(request.url, { headers });
    status = res.status;
    await res.arrayBuffer();
    if (status >= 300) break;
  }
  if (status >= 300) return { id: request.id, path: request.path, status, requests: 0, p50Ms: 0, p95Ms: 0 };
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fetch(request.url, { headers });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    status = res.status;
  }
  const round = (n: number) => Math.round(n * 10) / 10;
  return { id: request.id, path: request.path, status, requests: runs, p50Ms: round(percentile(times, 0.5)), p95Ms: round(percentile(times, 0.95)) };
}
