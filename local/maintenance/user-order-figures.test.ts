import { describe, expect, it } from 'vitest';
import { userOrderFigures } from './user-order-figures';

describe('user order figures', () => {
  it('counts an account’s settled orders, refunded ones included, with the last settlement', () => {
    const figures = userOrderFigures([
      { userId: 'ann', status: 'completed', paidAt: '2026-03-01T10:00:00Z', totalCents: 1000 },
      { userId: 'ann', status: 'refunded', paidAt: '2026-05-01T10:00:00Z', totalCents: 500 },
      { userId: 'ann', status: 'preorder_confirmed', paidAt: '2026-04-01T10:00:00Z', totalCents: 250 },
    ]);

    expect(figures.get('ann')).toEqual({ orders: 3, spentCents: 1750, lastOrderAt: '2026-05-01T10:00:00Z' });
  });

  it('leaves out orders held for review, unpaid or failed ones, and guests', () => {
    const figures = userOrderFigures([
      { userId: 'bo', status: 'processing', heldReason: 'Held for review', paidAt: '2026-03-01T10:00:00Z', totalCents: 900 },
      { userId: 'bo', status: 'pending', totalCents: 900 },
      { userId: 'bo', status: 'failed', totalCents: 900 },
      { status: 'completed', paidAt: '2026-03-01T10:00:00Z', totalCents: 900 },
    ]);

    expect(figures.size).toBe(0);
  });
});
