import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutStarted } from '../../shared/orders/order-views';
import type { AdminOrderDetail } from '../../shared/orders/admin-order-views';
import type { ThreatLists, UserSecurityView } from '../../shared/security/security-views';
import { sessionOf, stripeControl, useCommerce, type Commerce } from '../../test/integration/commerce';
import { warmIpIntelligence } from './checkout-risk/risk-assessor-for';
import { alertIdOf } from './alerts/raise-alert';

const tor = '203.0.113.66';
const vpn = '198.51.100.10';

describe('orders held for review by the risk rules, and staff decisions on them', () => {
  let shop: Commerce;
  let buyer: string;
  let employee: string;
  beforeAll(async () => {
    shop = await useCommerce();
    buyer = await shop.gateway.tokenFor('user', 'held-buyer');
    employee = await shop.gateway.tokenFor('employee', 'held-employee');
    await warmIpIntelligence();
  });
  afterAll(() => shop.stop());

  const order = async (orderId: string) => (await shop.deps.store.entities.order.get({ orderId }).go({ consistent: true })).data!;
  const keysOf = async (variantId: string) => (await shop.deps.store.entities.productKey.query.byVariant({ variantId }).go()).data;

  async function paidFrom(address: string, quantity = 1) {
    const stock = await shop.stock(quantity + 1);
    const started = await shop.api<CheckoutStarted>('POST', '/api/checkout', {
      token: buyer,
      body: { lines: [{ variantId: stock.variantId, quantity }] },
      headers: { 'cloudfront-viewer-address': `${address}:443` },
    });
    expect(started.status).toBe(201);
    await stripeControl.pay(sessionOf(started.body.paymentUrl));
    const orderId = started.body.orderId;
    await shop.until(async () => (await order(orderId)).status !== 'pending');
    return { stock, orderId };
  }

  it('holds a checkout through a Tor exit for review, with its alerts, and delivers it when staff approve', async () => {
    const { stock, orderId } = await paidFrom(tor);

    const held = await order(orderId);
    expect(held).toMatchObject({ status: 'processing', riskScore: 60, checkoutIp: tor });
    expect(held.heldReason).toContain('Tor exit');
    expect((await keysOf(stock.variantId)).map((k) => k.status).sort()).toEqual(['available', 'reserved']);
    const alerts = (await shop.deps.store.entities.fraudAlert.query.byIp({ ipKey: tor }).go()).data.map((a) => a.alertType).sort();
    expect(alerts).toEqual(['anonymous-network-checkout', 'order-held']);

    const approved = await shop.api<AdminOrderDetail>('POST', `/api/admin/orders/${orderId}/approve`, { token: employee });

    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('completed');
    expect(approved.body.heldReason).toBeNull();
    expect((await keysOf(stock.variantId)).map((k) => k.status).sort()).toEqual(['available', 'sold']);
    expect((await shop.deps.store.entities.orderKey.query.byOrder({ orderId }).go()).data).toHaveLength(1);
    const holdAlert = (await shop.deps.store.entities.fraudAlert.get({ alertId: alertIdOf('order-held', `order:${orderId}`) }).go()).data!;
    expect(holdAlert).toMatchObject({ state: 'resolved', resolvedBy: 'held-employee' });
    const again = await shop.api<{ detail: string }>('POST', `/api/admin/orders/${orderId}/reject`, { token: employee, body: { reason: 'too late' } });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This order is not waiting for review.');
  });

  it('refunds a held VPN order in full and puts its keys back when staff reject it', async () => {
    const { stock, orderId } = await paidFrom(vpn, 2);
    expect((await order(orderId)).status).toBe('processing');

    const rejected = await shop.api<AdminOrderDetail>('POST', `/api/admin/orders/${orderId}/reject`, { token: employee, body: { reason: 'Card testing pattern' } });

    expect(rejected.status).toBe(200);
    const after = await order(orderId);
    expect(after).toMatchObject({ status: 'refunded', refundedCents: after.totalCents, reviewDecision: 'rejected', reviewedBy: 'held-employee' });
    expect((await keysOf(stock.variantId)).map((k) => k.status)).toEqual(['available', 'available', 'available']);
    const variant = (await shop.deps.store.entities.variant.get({ productId: stock.productId, variantId: stock.variantId }).go({ consistent: true })).data!;
    expect(variant.availableKeys).toBe(3);
    const intent = await shop.deps.payments.retrieveSession(after.paymentSessionId!);
    expect(intent.paymentIntentId).toBe(after.paymentIntentId);
    const events = (await stripeControl.events()).data.filter((e) => e.event.type === 'charge.refunded' && e.event.data.object.payment_intent === after.paymentIntentId);
    expect(events).toHaveLength(1);
    expect(events[0]!.event.data.object.amount_refunded).toBe(after.totalCents);
  });

  it('lets only one of an approval and a rejection racing on one held order through, and loses no key', async () => {
    const { stock, orderId } = await paidFrom(tor);

    const [approve, reject] = await Promise.all([
      shop.api('POST', `/api/admin/orders/${orderId}/approve`, { token: employee }),
      shop.api('POST', `/api/admin/orders/${orderId}/reject`, { token: employee, body: { reason: 'race' } }),
    ]);

    expect([approve.status, reject.status].filter((s) => s === 200)).toHaveLength(1);
    expect([approve.status, reject.status].filter((s) => s === 409)).toHaveLength(1);
    const after = await order(orderId);
    const keys = (await keysOf(stock.variantId)).map((k) => k.status).sort();
    if (after.status === 'completed') expect(keys).toEqual(['available', 'sold']);
    else expect(keys).toEqual(['available', 'available']);
  });

  it('delivers at once a checkout from an ordinary address, as before', async () => {
    const { orderId } = await paidFrom('203.0.113.10');
    expect((await order(orderId)).status).toBe('completed');
  });

  it('refuses approval to a shopper and to a guest', async () => {
    const { orderId } = await paidFrom(tor);
    expect((await shop.api('POST', `/api/admin/orders/${orderId}/approve`, { token: buyer })).status).toBe(403);
    expect((await shop.api('POST', `/api/admin/orders/${orderId}/approve`)).status).toBe(401);
    expect((await order(orderId)).status).toBe('processing');
  });

  it('scores the buyer by back-office §9 on their Security tab: VPN detections and unresolved high alerts, each capped', async () => {
    const admin = await shop.gateway.tokenFor('admin', 'held-admin');
    const view = await shop.api<UserSecurityView>('GET', '/api/admin/users/held-buyer/security', { token: admin });

    expect(view.status).toBe(200);
    // Four checkouts through a Tor exit or a VPN (40 at most); the two addresses' alerts and the one order still held (40 at most).
    expect(view.body).toMatchObject({ vpnDetections24h: 4, unresolvedHighAlerts: 3, riskScore: 80, band: 'high', classification: 'blocked' });
    expect(view.body.alerts.map((a) => a.alertType)).toContain('order-held');
    const threats = await shop.api<ThreatLists>('GET', '/api/admin/security/threats', { token: admin });
    expect(threats.body.vpnDetections.map((d) => [d.ipAddress, d.kind, d.userId, d.seenAt])).toEqual(
      expect.arrayContaining([
        [tor, 'Tor', 'held-buyer', 'checkout'],
        [vpn, 'VPN', 'held-buyer', 'checkout'],
      ]),
    );
    expect((await shop.api('GET', '/api/admin/users/held-buyer/security', { token: employee })).status).toBe(403);
  });
});
