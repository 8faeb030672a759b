import { describe, expect, it } from 'vitest';
import { stockCrossing, stockLevel } from './stock-level';

describe('stock level', () => {
  it.each([
    [10, 5, true, 'ok'],
    [6, 5, true, 'ok'],
    [5, 5, true, 'low'],
    [4, 5, true, 'low'],
    [1, 5, true, 'low'],
    [0, 5, true, 'soldOut'],
    [0, 0, true, 'soldOut'],
    [3, 0, true, 'ok'],
    [100_000, 100_000, true, 'low'],
    [0, 5, false, 'ok'],
  ] as const)('calls %i keys against a threshold of %i (active: %s) %s', (available, threshold, active, level) => {
    expect(stockLevel(available, threshold, active)).toBe(level);
  });
});

describe('stock crossing', () => {
  it.each([
    ['ok', 'low', 'raise'],
    ['ok', 'soldOut', 'raise'],
    ['low', 'soldOut', 'raise'],
    [null, 'soldOut', 'raise'],
    ['soldOut', 'low', 'ease'],
    ['low', 'ok', 'clear'],
    ['soldOut', 'ok', 'clear'],
    ['low', null, 'clear'],
    ['low', 'low', 'none'],
    ['ok', 'ok', 'none'],
  ] as const)('from %s to %s is %s', (before, after, crossing) => {
    expect(stockCrossing(before, after)).toBe(crossing);
  });
});
