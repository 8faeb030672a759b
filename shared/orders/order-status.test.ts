import { describe, expect, it } from 'vitest';
import { canMove, isPaid, itemStatus, settledStatus } from './order-status';

describe('order status transitions', () => {
  it.each([
    ['pending', 'completed', true],
    ['pending', 'failed', true],
    ['pending', 'preorder_confirmed', true],
    ['completed', 'pending', false],
    ['completed', 'failed', false],
    ['completed', 'refunded', true],
    ['preorder_confirmed', 'completed', true],
    ['preorder_confirmed', 'failed', false],
    ['refunded', 'completed', false],
    ['failed', 'pending', false],
  ] as const)('the system may move %s → %s: %s', (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });

  it('counts money as taken only in the paid statuses', () => {
    expect(['processing', 'completed', 'preorder_confirmed'].every((s) => isPaid(s as never))).toBe(true);
    expect(['pending', 'failed', 'refunded'].some((s) => isPaid(s as never))).toBe(false);
  });

  it('settles an order whose every unit is delivered as completed and fulfilled', () => {
    expect(settledStatus([{ quantity: 2, delivered: 2, refunded: 0, delivery: 'instant' }])).toEqual({ status: 'completed', fulfilment: 'fulfilled' });
  });

  it('keeps an order with waiting pre-order units confirmed, partly fulfilled when some keys went out', () => {
    expect(
      settledStatus([
        { quantity: 1, delivered: 1, refunded: 0, delivery: 'instant' },
        { quantity: 2, delivered: 0, refunded: 0, delivery: 'preorder' },
      ]),
    ).toEqual({ status: 'preorder_confirmed', fulfilment: 'processing' });
    expect(settledStatus([{ quantity: 2, delivered: 0, refunded: 0, delivery: 'preorder' }])).toEqual({ status: 'preorder_confirmed', fulfilment: 'pending' });
  });

  it('keeps a backorder in processing and calls an order refunded only when every unit was', () => {
    expect(settledStatus([{ quantity: 1, delivered: 0, refunded: 0, delivery: 'backorder' }])).toEqual({ status: 'processing', fulfilment: 'pending' });
    expect(settledStatus([{ quantity: 2, delivered: 0, refunded: 2, delivery: 'preorder' }])).toEqual({ status: 'refunded', fulfilment: 'failed' });
    expect(settledStatus([{ quantity: 2, delivered: 1, refunded: 1, delivery: 'instant' }])).toEqual({ status: 'completed', fulfilment: 'fulfilled' });
  });

  it('gives each item its badge from its progress', () => {
    expect(itemStatus({ quantity: 2, delivered: 0, refunded: 0 })).toBe('pending');
    expect(itemStatus({ quantity: 2, delivered: 1, refunded: 0 })).toBe('processing');
    expect(itemStatus({ quantity: 2, delivered: 1, refunded: 1 })).toBe('fulfilled');
    expect(itemStatus({ quantity: 2, delivered: 0, refunded: 2 })).toBe('refunded');
  });
});
