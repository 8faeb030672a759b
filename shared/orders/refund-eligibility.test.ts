import { describe, expect, it } from 'vitest';
import { refundVerdict } from './refund-eligibility';

const now = new Date('2026-11-24T12:00:00.000Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();

describe('refund eligibility', () => {
  it('lets a buyer refund an unrevealed key inside the window, back to stock', () => {
    expect(refundVerdict({ state: 'delivered', deliveredAt: daysAgo(3) }, 'buyer', now)).toEqual({ allowed: true, returnsToStock: true });
  });

  it('ends the buyer’s right at the first reveal, and after the window', () => {
    expect(refundVerdict({ state: 'delivered', deliveredAt: daysAgo(1), revealedAt: daysAgo(1) }, 'buyer', now)).toMatchObject({ allowed: false });
    expect(refundVerdict({ state: 'delivered', deliveredAt: daysAgo(15) }, 'buyer', now)).toEqual({ allowed: false, reason: 'The 14-day refund window for this key has closed.' });
    expect(refundVerdict({ state: 'delivered', deliveredAt: daysAgo(6) }, 'buyer', now, 5)).toMatchObject({ allowed: false });
  });

  it('lets staff refund anything not yet refunded, retiring a revealed key instead of restocking it', () => {
    expect(refundVerdict({ state: 'delivered', deliveredAt: daysAgo(90), revealedAt: daysAgo(80) }, 'staff', now)).toEqual({ allowed: true, returnsToStock: false });
    expect(refundVerdict({ state: 'delivered', deliveredAt: daysAgo(90) }, 'staff', now)).toEqual({ allowed: true, returnsToStock: true });
  });

  it('lets anyone cancel a waiting pre-order until it is delivered', () => {
    expect(refundVerdict({ state: 'waiting' }, 'buyer', now)).toEqual({ allowed: true, returnsToStock: false });
  });

  it('never refunds twice or during a refund', () => {
    for (const state of ['refunded', 'retired', 'refunding'] as const) {
      expect(refundVerdict({ state }, 'staff', now).allowed).toBe(false);
      expect(refundVerdict({ state }, 'buyer', now).allowed).toBe(false);
    }
  });
});
