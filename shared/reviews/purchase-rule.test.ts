import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../orders/order-status';
import { provesPurchase } from './purchase-rule';

const line = (productId: string, quantity: number, refunded = 0) => ({ productId, quantity, refunded });

describe('which orders prove a purchase', () => {
  it.each<[string, OrderStatus, ReturnType<typeof line>[], boolean]>([
    ['a completed order of the product', 'completed', [line('p', 1)], true],
    ['a completed order with one of two units refunded', 'completed', [line('p', 2, 1)], true],
    ['a completed order whose line of the product was refunded in full', 'completed', [line('p', 1, 1), line('q', 1)], false],
    ['a completed order of another product only', 'completed', [line('q', 1)], false],
    ['a pending order', 'pending', [line('p', 1)], false],
    ['a paid order still waiting for a pre-order unit', 'preorder_confirmed', [line('p', 1)], false],
    ['a held or backordered order', 'processing', [line('p', 1)], false],
    ['a failed order', 'failed', [line('p', 1)], false],
    ['a refunded order', 'refunded', [line('p', 1, 1)], false],
  ])('%s: %s', (_case, status, items, expected) => {
    expect(provesPurchase({ status, items }, 'p')).toBe(expected);
  });
});
