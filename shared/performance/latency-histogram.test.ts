import { describe, expect, it } from 'vitest';
import { bucketCount, bucketOf, percentile } from './latency-histogram';

const countsOf = (samples: number[]) => {
  const counts = new Uint32Array(bucketCount);
  for (const s of samples) counts[bucketOf(s)]! += 1;
  return counts;
};

describe('the latency histogram', () => {
  it('reads percentiles within 5 % of the exact ones', () => {
    const samples = Array.from({ length: 1000 }, (_, i) => 1 + i * 0.5);
    const counts = countsOf(samples);
    for (const [q, exact] of [[0.5, 250.5], [0.95, 475.5], [0.99, 495.5]] as const) {
      const read = percentile(counts, q)!;
      expect(Math.abs(read - exact) / exact).toBeLessThan(0.05);
    }
  });

  it('has no percentile without samples, and keeps a sub-millisecond and a ten-minute latency in range', () => {
    expect(percentile(new Uint32Array(bucketCount), 0.5)).toBeNull();
    expect(percentile(countsOf([0.2]), 0.5)).toBeCloseTo(0.2, 1);
    expect(percentile(countsOf([600_000]), 0.99)).toBeGreaterThan(500_000);
  });

  it('reads a route that answers in hundredths of a millisecond as that, never as 0', () => {
    expect(percentile(countsOf([0.04, 0.04, 0.04]), 0.5)).toBeCloseTo(0.04, 2);
    expect(percentile(countsOf([0.001]), 0.5)).toBe(0.01);
  });
});
