import { describe, expect, it } from 'vitest';
import { lineTotalCents, refundCents, sumCents } from './money';

describe('money in cents', () => {
  it('multiplies and adds whole cents without float drift', () => {
    // 0.1 + 0.2 in dollars would drift; in cents it cannot.
    expect(sumCents([10, 20])).toBe(30);
    expect(lineTotalCents(1999, 3)).toBe(5997);
    expect(sumCents([lineTotalCents(1999, 3), lineTotalCents(4999, 1)])).toBe(10996);
  });

  it('refunds exactly the unit price paid per unit', () => {
    expect(refundCents(1999, 2)).toBe(3998);
  });

  it('refuses fractions of a cent, negative amounts and unsafe integers', () => {
    expect(() => lineTotalCents(19.99, 1)).toThrow(RangeError);
    expect(() => sumCents([-1])).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER + 1])).toThrow(RangeError);
    expect(() => lineTotalCents(100, -1)).toThrow(RangeError);
  });
});
