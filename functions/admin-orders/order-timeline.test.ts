import { describe, expect, it } from 'vitest';
import type { OrderItem } from '../lib/data/entities/order';
import type { OrderKeyItem } from '../lib/data/entities/order-key';
import type { KeyRevealAuditItem } from '../lib/data/entities/key-reveal-audit';
import { orderTimeline } from './order-timeline';

const order = {
  orderId: 'o1',
  orderNumber: 'NK-2026-000042',
  deliveryEmail: 'buyer@example.test',
  status: 'completed',
  fulfilmentStatus: 'fulfilled',
  paymentProvider: 'stripe',
  paymentIntentId: 'pi_1',
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
  processedAt: '2026-11-20T10:01:00.000Z',
  updatedAt: '2026-11-22T09:00:00.000Z',
} as OrderItem;
const key = (keyId: string, extra: Partial<OrderKeyItem> = {}) => ({ keyId, maskedKey: `${keyId}-****`, status: 'delivered', ...extra }) as OrderKeyItem;
const reveal = (keyId: string, at: string, actorRole: string) => ({ keyId, at, actor: 'someone', actorRole }) as KeyRevealAuditItem;

describe('an order timeline', () => {
  it('merges the order’s dates, reveals, refunds and staff actions newest first', () => {
    const events = orderTimeline({
      order,
      keys: [key('k1'), key('k2', { status: 'retired', refundedAt: '2026-11-21T12:00:00.000Z' })],
      reveals: [reveal('k2', '2026-11-20T11:00:00.000Z', 'user')],
      staff: [{ at: '2026-11-21T12:00:01.000Z', summary: 'Refunded $5.00 (1 unit): broken', actorId: 'admin-1' }],
    });

    expect(events.map((e) => e.kind)).toEqual(['updated', 'staff', 'refund', 'reveal', 'paid', 'processed', 'created']);
    expect(events.find((e) => e.kind === 'refund')!.summary).toBe('Key k2-**** refunded and retired (it had been revealed)');
    expect(events.find((e) => e.kind === 'reveal')!.summary).toBe('Key k2-**** revealed by the buyer');
  });

  it.each([
    ['staff', 'staff'],
    ['admin', 'the buyer'],
    ['guest', 'the buyer'],
  ])('names a reveal recorded with the role %s as made by %s', (role, who) => {
    const [event] = orderTimeline({ order, keys: [key('k1')], reveals: [reveal('k1', '2026-11-23T00:00:00.000Z', role)], staff: [] });

    expect(event!.summary).toBe(`Key k1-**** revealed by ${who}`);
  });

  it('says why a failed order failed', () => {
    const failed = { ...order, status: 'failed', paidAt: undefined, failureReason: 'the payment expired' } as OrderItem;

    expect(orderTimeline({ order: failed, keys: [], reveals: [], staff: [] }).find((e) => e.kind === 'processed')!.summary).toBe('Order failed: the payment expired');
  });
});
