import { describe, expect, it } from 'vitest';
import { queuePosition, refundDueAt } from './preorder-queue';

describe('the pre-order queue', () => {
  it('puts a buyer with nobody ahead first, with no keys to wait for', () => {
    expect(queuePosition(0)).toEqual({ position: 1, keysAhead: 0 });
  });

  it('counts every waiting unit ahead as a key that must arrive first', () => {
    expect(queuePosition(7)).toEqual({ position: 8, keysAhead: 7 });
  });

  it('refuses a negative or fractional count', () => {
    expect(() => queuePosition(-1)).toThrow(RangeError);
    expect(() => queuePosition(1.5)).toThrow(RangeError);
  });

  it('makes an entry due for its refund a grace period after the expected delivery date, and never without a date', () => {
    expect(refundDueAt('2026-12-01T00:00:00.000Z', 7)).toBe('2026-12-08T00:00:00.000Z');
    expect(refundDueAt(undefined, 7)).toBeNull();
    expect(refundDueAt('not a date', 7)).toBeNull();
  });
});
