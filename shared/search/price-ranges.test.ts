import { describe, expect, it } from 'vitest';
import { priceRangeOf } from './price-ranges';

describe('price ranges', () => {
  it.each([
    [0, '0-10'],
    [9.99, '0-10'],
    [10, '10-25'],
    [24.99, '10-25'],
    [25, '25-50'],
    [49.5, '25-50'],
    [50, '50-100'],
    [99.99, '50-100'],
    [100, '100+'],
    [1200, '100+'],
  ])('puts %d dollars in %s, the upper bound of each range exclusive', (usd, id) => {
    expect(priceRangeOf(usd)).toBe(id);
  });
});
