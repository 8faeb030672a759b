/**
 * Latencies counted in log-spaced buckets (each 5 % wider than the last, from 0.01 ms to about 10 minutes), so a
 * percentile is read from counts with at most 5 % error, a recording is one array increment, and an hour of
 * minutes per route is a few kilobytes whatever the traffic.
 */
export const bucketCount = 380;
const base = 0.01;
const growth = Math.log(1.05);

export const bucketOf = (ms: number): number => (ms <= base ? 0 : Math.min(bucketCount - 1, Math.ceil(Math.log(ms / base) / growth)));
/** The upper edge of a bucket: what a percentile falling in it reads as. */
export const bucketEdge = (bucket: number): number => base * Math.exp(bucket * growth);

/**
 * The q-th percentile (0 < q ≤ 1) of the counts, in ms to 0.1 (to 0.01 below 1 ms, so a route that answers in
 * hundredths of a millisecond reads as that, not as 0); null without samples.
 */
export function percentile(counts: ArrayLike<number>, q: number): number | null {
  let total = 0;
  for (let i = 0; i < counts.length; i += 1) total += counts[i]!;
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (let i = 0; i < counts.length; i += 1) {
    seen += counts[i]!;
    if (seen >= rank) return roundMs(bucketEdge(i));
  }
  return null;
}

const roundMs = (ms: number): number => (ms < 1 ? Math.round(ms * 100) / 100 : Math.round(ms * 10) / 10);

/** Adds `from` into `into`. */
export function addCounts(into: Uint32Array, from: ArrayLike<number>): void {
  for (let i = 0; i < from.length; i += 1) into[i]! += from[i]!;
}
