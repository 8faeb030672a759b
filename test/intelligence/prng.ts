/** A seeded generator (mulberry32) and the draws the traffic generator needs: the same seed gives the same traffic. */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  uniform(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }

  int(lo: number, hi: number): number {
    return Math.floor(this.uniform(lo, hi + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  normal(mean = 0, sd = 1): number {
    const u = Math.max(1e-12, this.next());
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** A log-normal draw with the given median and log-spread: people's times have long right tails. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(this.normal(0, sigma));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** An index drawn with the given weights. */
  weighted(weights: readonly number[]): number {
    let r = this.next() * weights.reduce((a, w) => a + w, 0);
    for (let i = 0; i < weights.length; i++) if ((r -= weights[i]!) < 0) return i;
    return weights.length - 1;
  }

  /** A child generator, so adding draws to one part does not shift every later part. */
  fork(): Prng {
    return new Prng(Math.floor(this.next() * 2 ** 32));
  }
}
