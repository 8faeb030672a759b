import { describe, expect, it } from 'vitest';
import { addVisitor, estimateDistinct, mergeRegisters, murmur3, registerCount, registerOf } from './hyperloglog';

const sketchOf = (visitors: Iterable<string>) => {
  const registers: Record<number, number> = {};
  for (const v of visitors) addVisitor(registers, v);
  return registers;
};
const visitors = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `usr_${from + i}`);

describe('counting distinct visitors with HyperLogLog', () => {
  it.each([
    ['', 0, 0],
    ['a', 0, 0x3c2569b2],
    ['hello', 0, 0x248bfa47],
    ['hello', 1, 0xbb4abcad],
    ['The quick brown fox jumps over the lazy dog', 0, 0x2e4ff723],
  ])('hashes %j with seed %d as MurmurHash3 does', (text, seed, expected) => {
    expect(murmur3(text, seed)).toBe(expected);
  });

  it('puts every visitor in one of the 1,024 registers with a rank between 1 and 23', () => {
    for (const v of visitors(0, 2000)) {
      const { index, rank } = registerOf(v);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(registerCount);
      expect(rank).toBeGreaterThanOrEqual(1);
      expect(rank).toBeLessThanOrEqual(23);
    }
  });

  it.each([0, 1, 10, 100, 1_000, 10_000, 100_000])('estimates %d distinct visitors within 5 %% (or 2 when few)', (n) => {
    const estimate = estimateDistinct(sketchOf(visitors(0, n)));
    expect(Math.abs(estimate - n)).toBeLessThanOrEqual(Math.max(2, n * 0.05));
  });

  it('counts a visitor seen many times once', () => {
    const once = estimateDistinct(sketchOf(visitors(0, 500)));
    const often = estimateDistinct(sketchOf([...visitors(0, 500), ...visitors(0, 500), ...visitors(0, 500)]));
    expect(often).toBe(once);
  });

  it('merges hourly sketches into the union of their visitors, counting those seen in both hours once', () => {
    const hourOne = sketchOf(visitors(0, 6_000));
    const hourTwo = sketchOf(visitors(4_000, 10_000));
    expect(mergeRegisters([hourOne, hourTwo])).toEqual(sketchOf(visitors(0, 10_000)));
    expect(Math.abs(estimateDistinct(mergeRegisters([hourOne, hourTwo])) - 10_000)).toBeLessThanOrEqual(500);
  });
});
