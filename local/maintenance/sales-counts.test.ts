import { describe, expect, it } from 'vitest';
import { salesCounterItems, salesCounts } from './sales-counts';

describe('sales counts', () => {
  it('adds each sale and refund to its UTC day and to all time', () => {
    const counts = salesCounts([
      { at: '2026-11-23T23:59:00Z', orders: 1, units: 2, revenueCents: 5000 },
      { at: '2026-11-24T00:01:00Z', orders: 1, units: 1, revenueCents: 1999 },
      { at: '2026-11-24T08:00:00Z', refunds: 1, refundedCents: 1999 },
    ]);

    expect(counts.get('day#2026-11-23')).toEqual({ orders: 1, units: 2, revenueCents: 5000, refunds: 0, refundedCents: 0 });
    expect(counts.get('day#2026-11-24')).toEqual({ orders: 1, units: 1, revenueCents: 1999, refunds: 1, refundedCents: 1999 });
    expect(counts.get('all')).toEqual({ orders: 2, units: 3, revenueCents: 6999, refunds: 1, refundedCents: 1999 });
  });

  it('puts each scope on shard 0', () => {
    expect(salesCounterItems(salesCounts([{ at: '2026-11-24T10:00:00Z', orders: 1 }])).map((i) => i.scope).sort()).toEqual(['all#0', 'day#2026-11-24#0']);
  });
});
