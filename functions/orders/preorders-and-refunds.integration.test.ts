import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutStarted, OrderView, RefundResult } from '../../shared/orders/order-views';
import type { Deps } from '../lib/deps';
import { sessionOf, stripeControl, useCommerce, type Commerce } from '../../test/integration/commerce';
import { refundLatePreorders } from './refund-late-preorders-use-case';

describe('pre-orders in a visible queue, cancellations and refunds', () => {
  let shop: Commerce;
  let admin: string;
  const buyers: string[] = [];
  beforeAll(async () => {
    shop = await useCommerce();
    admin = await shop.gateway.tokenFor('admin', 'queue-admin');
    for (let i = 0; i < 3; i++) buyers.push(await shop.gateway.tokenFor('user', `queue-buyer-${i}`));
  });
  afterAll(() => shop.stop());

  const preorderProduct = (expectedDeliveryDate = '2027-03-01T00:00:00.000Z') =>
    shop.stock(0, { isPreorder: true, preorderStartDate: '2026-01-01T00:00:00.000Z', preorderEndDate: '2027-06-01T00:00:00.000Z', expectedDeliveryDate });

  async function buyPaid(token: string, variantId: string, quantity = 1) {
    const started = await shop.api<CheckoutStarted>('POST', '/api/checkout', { token, body: { lines: [{ variantId, quantity }] } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    await stripeControl.pay(sessionOf(started.body.paymentUrl));
    return shop.until(async () => {
      const o = await shop.api<OrderView>('GET', `/api/orders/${started.body.orderId}`, { token });
      return o.body.status !== 'pending' ? o.body : null;
    });
  }
  const view = async (token: string, orderId: string) => (await shop.api<OrderView>('GET', `/api/orders/${orderId}`, { token })).body;

  it('queues paid pre-orders first come, first served, shows each buyer their place, and delivers in that order when keys arrive', async () => {
    const stock = await preorderProduct();
    const orders: OrderView[] = [];
    for (const token of buyers) orders.push(await buyPaid(token, stock.variantId));
    expect(orders.map((o) => o.status)).toEqual(['preorder_confirmed', 'preorder_confirmed', 'preorder_confirmed']);
    const third = await view(buyers[2]!, orders[2]!.orderId);
    expect(third.items[0]!.queue).toMatchObject({ position: 3, keysAhead: 2, waiting: 1, expectedDeliveryDate: '2027-03-01T00:00:00.000Z' });

    const imported = await shop.api('POST', `/api/admin/variants/${stock.variantId}/keys`, { token: admin, body: { keys: ['PRE-AAAA-0001', 'PRE-AAAA-0002'] } });
    expect(imported.status).toBe(201);
    await shop.until(async () => (await view(buyers[1]!, orders[1]!.orderId)).status === 'completed');

    expect((await view(buyers[0]!, orders[0]!.orderId)).status).toBe('completed');
    const stillWaiting = await view(buyers[2]!, orders[2]!.orderId);
    expect(stillWaiting.status).toBe('preorder_confirmed');
    expect(stillWaiting.items[0]!.queue).toMatchObject({ position: 1, keysAhead: 0 });
    const mails = await shop.outbox('queue-buyer-0@example.test');
    expect(mails.some((m) => m.subject.includes('has been delivered'))).toBe(true);
  });

  it('sells a force-available variant without keys as a backorder, delivered when stock arrives', async () => {
    const stock = await shop.stock(0, {}, { forceAvailable: true });
    const order = await buyPaid(buyers[1]!, stock.variantId);
    expect(order).toMatchObject({ status: 'processing', fulfilmentStatus: 'pending' });
    expect(order.items[0]).toMatchObject({ delivery: 'backorder', queue: { position: 1, keysAhead: 0 } });
    await shop.api('POST', `/api/admin/variants/${stock.variantId}/keys`, { token: admin, body: { keys: ['BACK-ORDER-0001'] } });
    await shop.until(async () => (await view(buyers[1]!, order.orderId)).status === 'completed');
  });

  it('lets a buyer cancel a waiting pre-order for a full refund, leaving the queue', async () => {
    const stock = await preorderProduct();
    const order = await buyPaid(buyers[0]!, stock.variantId, 2);
    const cancelled = await shop.api<RefundResult>('POST', `/api/orders/${order.orderId}/refund`, { token: buyers[0]!, body: { itemId: order.items[0]!.itemId } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ units: 2, refundedCents: 2 * stock.priceUsdCents, status: 'refunded' });
    const after = await view(buyers[0]!, order.orderId);
    expect(after).toMatchObject({ status: 'refunded', refundedCents: 2 * stock.priceUsdCents });
    expect(after.items[0]!.queue).toBeNull();
    const paymentIntentId = (await shop.deps.store.entities.order.get({ orderId: order.orderId }).go()).data!.paymentIntentId;
    const refunds = (await stripeControl.events()).data.filter((e) => e.event.type === 'charge.refunded' && e.event.data.object.payment_intent === paymentIntentId);
    expect(refunds.length).toBeGreaterThanOrEqual(1);
    expect((await shop.outbox('queue-buyer-0@example.test')).some((m) => m.subject === `Refund for order ${order.orderNumber}`)).toBe(true);
  });

  it('refunds pre-orders still waiting past their expected delivery date and grace period, by the scheduled job', async () => {
    const stock = await preorderProduct('2026-11-01T00:00:00.000Z');
    const order = await buyPaid(buyers[1]!, stock.variantId);
    // Seven days of grace after 1 November have passed on the 24th.
    const result = await refundLatePreorders(shop.deps as Deps);
    expect(result.refunded).toBeGreaterThanOrEqual(1);
    expect((await view(buyers[1]!, order.orderId)).status).toBe('refunded');
    expect((await refundLatePreorders(shop.deps as Deps)).refunded).toBe(0);
  });

  it('lets a buyer refund an unrevealed key back to stock, and refuses once it is revealed', async () => {
    const stock = await shop.stock(2);
    const order = await buyPaid(buyers[2]!, stock.variantId, 2);
    const [first, second] = order.items[0]!.keys;
    await shop.api('POST', `/api/orders/${order.orderId}/keys/${second!.keyId}/reveal`, { token: buyers[2]! });

    const refused = await shop.api<{ detail: string }>('POST', `/api/orders/${order.orderId}/refund`, { token: buyers[2]!, body: { keyIds: [second!.keyId] } });
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toContain('revealed');

    const refunded = await shop.api<RefundResult>('POST', `/api/orders/${order.orderId}/refund`, { token: buyers[2]!, body: { keyIds: [first!.keyId] } });
    expect(refunded.status).toBe(200);
    const key = (await shop.deps.store.entities.productKey.get({ keyId: first!.keyId }).go({ consistent: true })).data!;
    expect(key.status).toBe('available');
    const variant = await shop.deps.store.entities.variant.get({ productId: stock.productId, variantId: stock.variantId }).go({ consistent: true });
    expect(variant.data).toMatchObject({ availableKeys: 1 });
  });

  it('lets staff refund a revealed key, which is retired and never sold again', async () => {
    const stock = await shop.stock(1);
    const order = await buyPaid(buyers[0]!, stock.variantId);
    const key = order.items[0]!.keys[0]!;
    await shop.api('POST', `/api/orders/${order.orderId}/keys/${key.keyId}/reveal`, { token: buyers[0]! });
    const employee = await shop.gateway.tokenFor('employee', 'refund-staff');

    expect((await shop.api('POST', `/api/admin/orders/${order.orderId}/refund`, { token: buyers[0]!, body: { reason: 'x' } })).status).toBe(403);
    const refunded = await shop.api<RefundResult>('POST', `/api/admin/orders/${order.orderId}/refund`, { token: employee, body: { reason: 'Customer could not activate' } });
    expect(refunded.status).toBe(200);

    const stored = (await shop.deps.store.entities.productKey.get({ keyId: key.keyId }).go({ consistent: true })).data!;
    expect(stored.status).toBe('retired');
    const variant = await shop.deps.store.entities.variant.get({ productId: stock.productId, variantId: stock.variantId }).go({ consistent: true });
    expect(variant.data!.availableKeys).toBe(0);
    expect((await view(buyers[0]!, order.orderId)).status).toBe('refunded');
  });
});
