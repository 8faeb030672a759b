/** Arithmetic mean; NaN for none. */
export const mean = (xs: readonly number[]) => (xs.length === 0 ? NaN : xs.reduce((a, x) => a + x, 0) / xs.length);

/** Population standard deviation; NaN for none. */
export function stdev(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / xs.length);
}

/** Coefficient of variation (stdev over mean), null below `min` values or for a zero mean: too few to judge. */
export function coefficientOfVariation(xs: readonly number[], min = 3): number | null {
  if (xs.length < min) return null;
  const m = mean(xs);
  return m > 0 ? stdev(xs) / m : null;
}

/** Gaps between consecutive values of an ascending list. */
export const gaps = (sorted: readonly number[]) => sorted.slice(1).map((t, i) => t - sorted[i]!);

export const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** 0 at or beyond `from`, 1 at or beyond `to`, linear between (either direction). */
export function ramp(x: number, from: number, to: number): number {
  return clamp((x - from) / (to - from), 0, 1);
}

export const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;
