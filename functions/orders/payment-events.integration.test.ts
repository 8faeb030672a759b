import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutStarted } from '../../shared/orders/order-views';
import { sessionOf, stripeControl, useCommerce, type Commerce } from '../../test/integration/commerce';
import { sendOrderEmails } from './order-emails';

describe('payment events from Stripe, however they arrive', () => {
  let shop: Commerce;
  let buyer: string;
  beforeAll(async () => {
    shop = await useCommerce();
    buyer = await shop.gateway.tokenFor('user', 'events-buyer');
  });
  afterAll(() => shop.stop());

  async function checkout(quantity = 1) {
    const stock = await shop.stock(quantity);
    const started = await shop.api<CheckoutStarted>('POST', '/api/checkout', { token: buyer, body: { lines: [{ variantId: stock.variantId, quantity }] } });
    expect(started.status).toBe(201);
    return { stock, started: started.body, sessionId: sessionOf(started.body.paymentUrl) };
  }
  const orderOf = async (orderId: string) => (await shop.deps.store.entities.order.get({ orderId }).go({ consistent: true })).data!;
  const keysOf = async (orderId: string) => (await shop.deps.store.entities.orderKey.query.byOrder({ orderId }).go()).data;
  const eventsFor = async (sessionId: string) => (await stripeControl.events()).data.filter((e) => e.event.data.object.id === sessionId);
  const settled = (orderId: string) => shop.until(async () => ((await orderOf(orderId)).status === 'completed' ? orderOf(orderId) : null));

  it('delivers once when the same completed event is delivered three times', async () => {
    const { started, sessionId } = await checkout();
    await stripeControl.pay(sessionId);
    await settled(started.orderId);
    const [completed] = await eventsFor(sessionId);
    expect(completed!.event.type).toBe('checkout.session.completed');

    for (let i = 0; i < 3; i++) expect((await stripeControl.deliver(completed!.event.id)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));

    expect(await keysOf(started.orderId)).toHaveLength(1);
    const order = await orderOf(started.orderId);
    expect(order.emailsSent.filter((m) => m === 'order-confirmed')).toHaveLength(1);
  });

  it('sends an order e-mail once when three steps tell the buyer at the same moment, and again after a step that failed to send it', async () => {
    const { started, sessionId } = await checkout();
    await stripeControl.pay(sessionId);
    await settled(started.orderId);
    // The payment's own e-mails out and noted first, so the count below moves only with this test's.
    const order = await shop.until(async () => {
      const o = await orderOf(started.orderId);
      return o.emailsSent.includes('order-confirmed') && o.emailsSent.includes('keys-ready') ? o : null;
    });
    const confirmations = async () => (await shop.outbox(order.deliveryEmail)).filter((m) => m.subject.includes(order.orderNumber)).length;
    const before = await confirmations();
    // Each step read the order before any of them noted the e-mail, as deliveries handled at once do.
    const stale = { ...order, emailsSent: [] };
    const email = [{ kind: 'order-confirmed' as const, mark: 'order-confirmed:race' }];

    await Promise.all([sendOrderEmails(shop.deps, stale, email), sendOrderEmails(shop.deps, stale, email), sendOrderEmails(shop.deps, stale, email)]);

    expect(await confirmations()).toBe(before + 1);
    expect((await orderOf(started.orderId)).emailsSent.filter((m) => m === 'order-confirmed:race')).toHaveLength(1);

    const down = { ...shop.deps, mailer: { send: () => Promise.reject(new Error('the mail service is down')) } };
    const retried = [{ kind: 'order-confirmed' as const, mark: 'order-confirmed:retried' }];
    await expect(sendOrderEmails(down, stale, retried)).rejects.toThrow('the mail service is down');
    await sendOrderEmails(shop.deps, stale, retried);

    expect(await confirmations()).toBe(before + 2);
    expect((await orderOf(started.orderId)).emailsSent).toContain('order-confirmed:retried');
  });

  it('ignores an expiry that arrives after the payment, and a payment delivered twice', async () => {
    const { started, sessionId, stock } = await checkout();
    await stripeControl.hold(true);
    await stripeControl.pay(sessionId);
    const [completed] = await eventsFor(sessionId);
    // A forged-late expiry for the same session, signed as Stripe signs: what an out-of-order delivery looks like.
    const expired = JSON.stringify({ ...completed!.event, id: `${completed!.event.id}_expired`, type: 'checkout.session.expired', data: { object: { ...completed!.event.data.object, status: 'expired' } } });
    await stripeControl.hold(false);
    expect((await stripeControl.deliver(completed!.event.id)).status).toBe(200);
    expect((await stripeControl.deliver(completed!.event.id)).status).toBe(200);
    await settled(started.orderId);
    const late = await fetch(`${shop.gateway.url}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': (await stripeControl.sign(expired)).header }, body: expired });
    expect(late.status).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));

    expect((await orderOf(started.orderId)).status).toBe('completed');
    expect(await keysOf(started.orderId)).toHaveLength(1);
    const variant = await shop.deps.store.entities.variant.get({ productId: stock.productId, variantId: stock.variantId }).go({ consistent: true });
    expect(variant.data).toMatchObject({ availableKeys: 0 });
  });

  it('refuses a bad signature and a stale timestamp with 400 and writes nothing', async () => {
    const { started, sessionId } = await checkout();
    await stripeControl.hold(true);
    await stripeControl.pay(sessionId);
    const [completed] = await eventsFor(sessionId);
    const payload = JSON.stringify(completed!.event);
    const stale = (await stripeControl.sign(payload, Math.floor(Date.now() / 1000) - 3600)).header;
    const tampered = (await stripeControl.sign(payload)).header.replace(/v1=([0-9a-f])/, (_, c: string) => `v1=${c === '0' ? '1' : '0'}`);
    for (const signature of [stale, tampered, 't=1,v1=deadbeef']) {
      const res = await fetch(`${shop.gateway.url}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
    const unsigned = await fetch(`${shop.gateway.url}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload });
    expect(unsigned.status).toBe(400);
    await new Promise((r) => setTimeout(r, 800));
    expect((await orderOf(started.orderId)).status).toBe('pending');
    // The event id was not recorded, so the genuine delivery still settles it.
    await stripeControl.hold(false);
    await stripeControl.deliver(completed!.event.id);
    await settled(started.orderId);
  });

  it('releases the reservation when the session expires, putting the keys back', async () => {
    const { started, sessionId, stock } = await checkout(2);
    await stripeControl.expire(sessionId);
    const failed = await shop.until(async () => ((await orderOf(started.orderId)).status === 'failed' ? orderOf(started.orderId) : null));
    expect(failed.failureReason).toContain('expired');
    const variant = await shop.deps.store.entities.variant.get({ productId: stock.productId, variantId: stock.variantId }).go({ consistent: true });
    expect(variant.data).toMatchObject({ availableKeys: 2 });
    const keys = await shop.deps.store.entities.productKey.query.byVariant({ variantId: stock.variantId }).go();
    expect(keys.data.every((k) => k.status === 'available' && !k.orderId)).toBe(true);
  });

  it('holds the keys while a delayed payment clears, then delivers when it succeeds', async () => {
    const { started, sessionId } = await checkout();
    expect(await stripeControl.payLater(sessionId)).toMatchObject({ outcome: 'pending' });
    await new Promise((r) => setTimeout(r, 800));
    expect((await orderOf(started.orderId)).status).toBe('pending');
    await stripeControl.settle(sessionId, 'succeeded');
    await settled(started.orderId);
    expect(await keysOf(started.orderId)).toHaveLength(1);
  });

  it('releases the keys when a delayed payment fails', async () => {
    const { started, sessionId, stock } = await checkout();
    await stripeControl.payLater(sessionId);
    await stripeControl.settle(sessionId, 'failed');
    const failed = await shop.until(async () => ((await orderOf(started.orderId)).status === 'failed' ? orderOf(started.orderId) : null));
    expect(failed.failureReason).toContain('payment failed');
    const variant = await shop.deps.store.entities.variant.get({ productId: stock.productId, variantId: stock.variantId }).go({ consistent: true });
    expect(variant.data!.availableKeys).toBe(1);
  });

  it('acknowledges events it does not act on', async () => {
    const payload = JSON.stringify({ id: 'evt_unknown_kind', object: 'event', type: 'customer.created', created: Math.floor(Date.now() / 1000), data: { object: { id: 'cus_1' } } });
    const res = await fetch(`${shop.gateway.url}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': (await stripeControl.sign(payload)).header }, body: payload });
    expect(res.status).toBe(200);
  });

  it('flags the order and its keys when the payment is disputed', async () => {
    const { started, sessionId } = await checkout();
    await stripeControl.pay(sessionId);
    const order = await settled(started.orderId);
    await stripeControl.dispute(order.paymentIntentId!);
    await shop.until(async () => (await orderOf(started.orderId)).disputed);
    expect((await keysOf(started.orderId)).every((k) => k.flagged)).toBe(true);
  });
});
