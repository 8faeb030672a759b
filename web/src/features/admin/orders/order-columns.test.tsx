import { describe, expect, it } from 'vitest';
import type { AdminOrderRow } from '../../../../../shared/orders/admin-order-views';
import { customerCell, orderLabel } from './order-columns';

const row = (over: Partial<AdminOrderRow>): AdminOrderRow => ({
  orderId: '01M8609WAHG8KP8NPJHSVG3AEJ',
  orderNumber: 'NK-2026-000001',
  customerName: null,
  username: null,
  deliveryEmail: 'buyer@example.test',
  guest: false,
  units: 1,
  products: 1,
  totalCents: 999,
  currency: 'USD',
  status: 'completed',
  fulfilmentStatus: 'fulfilled',
  createdAt: '2026-11-24T05:00:00.000Z',
  ...over,
});

describe('the orders table cells', () => {
  it.each([
    ['a full name', row({ customerName: 'Zelda Quintero', username: 'zquin' }), 'Zelda Quintero'],
    ['a guest', row({ guest: true }), 'Guest'],
    ['only a username', row({ username: 'zquin' }), 'zquin'],
    ['nothing to name them by', row({}), 'N/A'],
  ])('names a customer with %s', (_case, r, name) => {
    expect(customerCell(r)).toEqual({ name, detail: 'buyer@example.test' });
  });

  it('falls back to a hash sign and the first 8 characters of the id when an order has no number', () => {
    expect(orderLabel(row({ orderNumber: '' }))).toBe('#01M8609W');
    expect(orderLabel(row({}))).toBe('NK-2026-000001');
  });
});
