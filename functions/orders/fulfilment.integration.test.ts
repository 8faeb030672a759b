import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceUnavailableError } from '../../shared/errors/domain-errors';
import type { CheckoutStarted, OrderView } from '../../shared/orders/order-views';
import type { Deps } from '../lib/deps';
import type { KeyCipher } from '../lib/adapters/kms/key-cipher';
import type { Mailer } from '../lib/adapters/mailer/mailer';
import { sessionOf, stripeControl, useCommerce, type Commerce } from '../../test/integration/commerce';
import { revealKey } from './reveal-key';
import { salesFigures } from './sales-figures';
import { settlePayment } from './settle-payment';
import { sweepReservations } from './sweep-reservations-use-case';
import type { RiskAssessor } from './risk-assessor';

describe('fulfilment that survives crashes, failures and holds', () => {
  let shop: Commerce;
  let buyer: string;
  beforeAll(async () => {
    // These tests drive the steps themselves, so no consumer polls the queues behind their backs.
    shop = await useCommerce({ poll: false });
    buyer = await shop.gateway.tokenFor('user', 'fulfil-buyer');
  });
  afterAll(() => shop.stop());

  async function paidCheckout(quantity = 1) {
    const stock = await shop.stock(quantity);
    const started = await shop.api<CheckoutStarted>('POST', '/api/checkout', { token: buyer, body: { lines: [{ variantId: stock.variantId, quantity }] } });
    expect(started.status).toBe(201);
    await stripeControl.hold(true);
    await stripeControl.pay(sessionOf(started.body.paymentUrl));
    await stripeControl.hold(false);
    const session = await shop.deps.payments.retrieveSession(sessionOf(started.body.paymentUrl));
    return { stock, orderId: started.body.orderId, paymentIntentId: session.paymentIntentId! };
  }
  const order = async (orderId: string) => (await shop.deps.store.entities.order.get({ orderId }).go({ consistent: true })).data!;

  it('delivers once when the consumer dies after the sale and before telling the buyer, and is retried', async () => {
    const { orderId, paymentIntentId } = await paidCheckout(2);
    let sent = 0;
    const crashingMailer: Mailer = {
      send: () => {
        throw new Error('the process died here');
      },
    };
    await expect(settlePayment({ ...shop.deps, mailer: crashingMailer } as Deps, orderId, { paymentIntentId })).rejects.toThrow('the process died here');
    const countingMailer: Mailer = { send: async (m) => ((sent += 1), shop.deps.mailer.send(m)) };

    expect(await settlePayment({ ...shop.deps, mailer: countingMailer } as Deps, orderId, { paymentIntentId })).toBe('already-settled');
    expect(await settlePayment({ ...shop.deps, mailer: countingMailer } as Deps, orderId, { paymentIntentId })).toBe('already-settled');

    const keys = (await shop.deps.store.entities.orderKey.query.byOrder({ orderId }).go()).data;
    expect(keys).toHaveLength(2);
    expect((await order(orderId)).status).toBe('completed');
    expect(sent).toBe(2);
    expect((await salesFigures(shop.deps, 'all')).orders).toBe(1);
  });

  it('answers a clear error when a key cannot be decrypted at reveal, and loses and audits nothing', async () => {
    const { orderId, paymentIntentId } = await paidCheckout();
    await settlePayment(shop.deps, orderId, { paymentIntentId });
    const [owned] = (await shop.deps.store.entities.orderKey.query.byOrder({ orderId }).go()).data;
    const brokenKms: KeyCipher = { ...shop.deps.keyCipher, decryptDataKey: () => Promise.reject(new Error('KMS unavailable')) } as KeyCipher;

    const reveal = revealKey({ ...shop.deps, keyCipher: brokenKms } as Deps, { orderId, keyId: owned!.keyId, actor: 'fulfil-buyer', actorRole: 'user', ip: '198.51.100.7', userAgent: 'test' });
    await expect(reveal).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(reveal).rejects.toThrow('Nothing was lost');

    const after = (await shop.deps.store.entities.orderKey.get({ orderId, keyId: owned!.keyId }).go({ consistent: true })).data!;
    expect(after).toMatchObject({ status: 'delivered', revealCount: 0 });
    expect(after.revealedAt).toBeUndefined();
    expect((await shop.deps.store.entities.keyRevealAudit.query.byKey({ keyId: owned!.keyId }).go()).data).toHaveLength(0);
    const revealed = await revealKey(shop.deps, { orderId, keyId: owned!.keyId, actor: 'fulfil-buyer', actorRole: 'user', ip: '198.51.100.7', userAgent: 'test' });
    expect(revealed.key).toMatch(/^KEY-/);
  });

  it('holds a paid order for review when the risk check says so: keys stay reserved, the order waits in processing', async () => {
    const { orderId, paymentIntentId, stock } = await paidCheckout();
    const holdAll: RiskAssessor = { assessCheckout: async () => ({ action: 'allow' }), assessDelivery: async () => ({ action: 'hold', reason: 'velocity' }) };

    expect(await settlePayment(shop.deps, orderId, { paymentIntentId }, holdAll)).toBe('held');

    expect(await order(orderId)).toMatchObject({ status: 'processing', fulfilmentStatus: 'pending', heldReason: 'velocity' });
    const keys = (await shop.deps.store.entities.productKey.query.byVariant({ variantId: stock.variantId }).go()).data;
    expect(keys.map((k) => k.status)).toEqual(['reserved']);
    expect((await shop.deps.store.entities.orderKey.query.byOrder({ orderId }).go()).data).toHaveLength(0);
    const view = await shop.api<OrderView>('GET', `/api/orders/${orderId}`, { token: buyer });
    expect(view.body.held).toBe(true);
  });

  it('sweeps a reservation no event ended: the open session is expired with the provider and the keys go back', async () => {
    const stock = await shop.stock(2);
    const started = await shop.api<CheckoutStarted>('POST', '/api/checkout', { token: buyer, body: { lines: [{ variantId: stock.variantId, quantity: 2 }] } });
    const later = new Date(Date.now() + 40 * 60_000);

    const result = await sweepReservations({ ...shop.deps, now: () => later } as Deps);

    expect(result.released).toBeGreaterThanOrEqual(1);
    expect((await order(started.body.orderId)).status).toBe('failed');
    expect((await shop.deps.payments.retrieveSession(sessionOf(started.body.paymentUrl))).status).toBe('expired');
    const variant = await shop.deps.store.entities.variant.get({ productId: stock.productId, variantId: stock.variantId }).go({ consistent: true });
    expect(variant.data).toMatchObject({ availableKeys: 2 });
  });

  it('settles instead of releasing when the sweep finds the session was paid after all', async () => {
    const { orderId } = await paidCheckout();
    const later = new Date(Date.now() + 40 * 60_000);

    const result = await sweepReservations({ ...shop.deps, now: () => later } as Deps);

    expect(result.paidLate).toBeGreaterThanOrEqual(1);
    expect((await order(orderId)).status).toBe('pending');
  });
});
