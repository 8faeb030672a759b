import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutStarted, OrderView, RevealedKey } from '../../shared/orders/order-views';
import { sessionOf, stripeControl, useCommerce, type Commerce } from '../../test/integration/commerce';
import { salesFigures } from './sales-figures';

describe('buying a key, end to end through the gateway, the local Stripe and the fulfilment queue', () => {
  let shop: Commerce;
  let buyer: string;
  let stranger: string;
  beforeAll(async () => {
    shop = await useCommerce();
    buyer = await shop.gateway.tokenFor('user', 'buyer-1');
    stranger = await shop.gateway.tokenFor('user', 'stranger-1');
  });
  afterAll(() => shop.stop());

  async function buy(token: string | null, lines: { variantId: string; quantity: number }[], email?: string) {
    const path = token ? '/api/checkout' : '/api/checkout/guest';
    const started = await shop.api<CheckoutStarted>('POST', path, { token: token ?? undefined, body: { lines, ...(email ? { email } : {}) } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    return started.body;
  }

  it('reserves the key at checkout, sells it when paid, and lets the buyer reveal it once audited', async () => {
    const stock = await shop.stock(3);
    const started = await buy(buyer, [{ variantId: stock.variantId, quantity: 2 }]);
    expect(started.orderNumber).toMatch(/^NK-\d{4}-\d{6}$/);
    const reserved = await shop.deps.store.entities.variant.get({ productId: stock.productId, variantId: stock.variantId }).go({ consistent: true });
    expect(reserved.data).toMatchObject({ availableKeys: 1 });
    const statuses = async () => (await shop.deps.store.entities.productKey.query.byVariant({ variantId: stock.variantId }).go()).data.map((k) => k.status).sort();
    expect(await statuses()).toEqual(['available', 'reserved', 'reserved']);

    expect(await stripeControl.pay(sessionOf(started.paymentUrl))).toMatchObject({ outcome: 'succeeded' });
    const order = await shop.until(async () => {
      const o = await shop.api<OrderView>('GET', `/api/orders/${started.orderId}`, { token: buyer });
      return o.body.status === 'completed' ? o.body : null;
    });
    expect(order.fulfilmentStatus).toBe('fulfilled');
    expect(order.items[0]!.keys).toHaveLength(2);
    expect(order.items[0]!.keys.every((k) => k.maskedKey.includes('*') && k.refund.allowed)).toBe(true);
    const sold = await shop.deps.store.entities.variant.get({ productId: stock.productId, variantId: stock.variantId }).go({ consistent: true });
    expect(sold.data).toMatchObject({ availableKeys: 1 });
    expect(await statuses()).toEqual(['available', 'sold', 'sold']);

    const key = order.items[0]!.keys[0]!;
    const revealed = await shop.api<RevealedKey>('POST', `/api/orders/${started.orderId}/keys/${key.keyId}/reveal`, { token: buyer, headers: { 'user-agent': 'journey-test' } });
    expect(revealed.status).toBe(200);
    expect(stock.secrets).toContain(revealed.body.key);
    const audit = await shop.deps.store.entities.keyRevealAudit.query.byKey({ keyId: key.keyId }).go();
    expect(audit.data).toHaveLength(1);
    expect(audit.data[0]).toMatchObject({ actor: 'buyer-1', orderId: started.orderId, userAgent: 'journey-test' });
    const after = await shop.api<OrderView>('GET', `/api/orders/${started.orderId}`, { token: buyer });
    expect(after.body.items[0]!.keys.find((k) => k.keyId === key.keyId)!.refund.allowed).toBe(false);

    const mails = await shop.outbox('buyer-1@example.test');
    expect(mails.map((m) => m.subject)).toEqual(expect.arrayContaining([`Order ${started.orderNumber} confirmed`, `Your keys for order ${started.orderNumber} are ready`]));
    expect(mails.some((m) => stock.secrets.some((s) => m.body.includes(s)))).toBe(false);

    const today = await salesFigures(shop.deps, { day: new Date() });
    expect(today.orders).toBeGreaterThanOrEqual(1);
    expect(today.revenueCents).toBeGreaterThanOrEqual(2 * stock.priceUsdCents);
  });

  it('keeps one buyer out of another’s order, keys and refunds', async () => {
    const stock = await shop.stock(1);
    const started = await buy(buyer, [{ variantId: stock.variantId, quantity: 1 }]);
    await stripeControl.pay(sessionOf(started.paymentUrl));
    const order = await shop.until(async () => {
      const o = await shop.api<OrderView>('GET', `/api/orders/${started.orderId}`, { token: buyer });
      return o.body.status === 'completed' ? o.body : null;
    });
    const keyId = order.items[0]!.keys[0]!.keyId;

    expect((await shop.api('GET', `/api/orders/${started.orderId}`, { token: stranger })).status).toBe(404);
    expect((await shop.api('POST', `/api/orders/${started.orderId}/keys/${keyId}/reveal`, { token: stranger })).status).toBe(404);
    expect((await shop.api('POST', `/api/orders/${started.orderId}/refund`, { token: stranger, body: {} })).status).toBe(404);
    expect((await shop.api<{ items: unknown[] }>('GET', '/api/orders', { token: stranger })).body.items).toHaveLength(0);
    expect((await shop.deps.store.entities.keyRevealAudit.query.byOrder({ orderId: started.orderId }).go()).data).toHaveLength(0);
  });

  it('lets a guest open their order and reveal keys only through the signed link from the e-mail', async () => {
    const stock = await shop.stock(1);
    const email = 'guest-buyer@example.test';
    const started = await buy(null, [{ variantId: stock.variantId, quantity: 1 }], email);
    await stripeControl.pay(sessionOf(started.paymentUrl));
    const mail = await shop.until(async () => (await shop.outbox(email)).find((m) => m.subject.includes('are ready')));
    const link = new URL(/https?:\/\/\S+/.exec(mail.body)![0]);
    const token = link.searchParams.get('token')!;
    const order = await shop.api<OrderView>('GET', `/api/guest/orders/${started.orderId}?token=${encodeURIComponent(token)}`);
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ status: 'completed', guest: true, deliveryEmail: email });

    const keyId = order.body.items[0]!.keys[0]!.keyId;
    const revealed = await shop.api<RevealedKey>('POST', `/api/guest/orders/${started.orderId}/keys/${keyId}/reveal`, { body: { token } });
    expect(revealed.body.key).toBe(stock.secrets[0]);
    const audit = await shop.deps.store.entities.keyRevealAudit.query.byKey({ keyId }).go();
    expect(audit.data[0]).toMatchObject({ actor: `guest:${email}`, actorRole: 'guest' });

    const [body, mac] = token.split('.') as [string, string];
    const forged = `${Buffer.from(JSON.stringify({ o: started.orderId, e: 'attacker@example.test', x: 9_999_999_999 })).toString('base64url')}.${mac}`;
    expect((await shop.api('GET', `/api/guest/orders/${started.orderId}?token=${encodeURIComponent(forged)}`)).status).toBe(404);
    const other = await buy(null, [{ variantId: (await shop.stock(1)).variantId, quantity: 1 }], 'someone-else@example.test');
    expect((await shop.api('GET', `/api/guest/orders/${other.orderId}?token=${encodeURIComponent(`${body}.${mac}`)}`)).status).toBe(404);
    expect((await shop.api('POST', `/api/guest/orders/${started.orderId}/keys/${keyId}/reveal`, { body: { token: forged } })).status).toBe(404);
  });

  it('refuses checkout before payment when a line is short, naming the line, and reserves nothing', async () => {
    const stock = await shop.stock(1);
    const refused = await shop.api<{ errors: { path: string; message: string }[] }>('POST', '/api/checkout', { token: buyer, body: { lines: [{ variantId: stock.variantId, quantity: 2 }] } });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]!.path).toBe('body.lines.0');
    const variant = await shop.deps.store.entities.variant.get({ productId: stock.productId, variantId: stock.variantId }).go({ consistent: true });
    expect(variant.data).toMatchObject({ availableKeys: 1 });
  });

  it('tells the shopper a price changed before payment, never after', async () => {
    const stock = await shop.stock(1);
    const refused = await shop.api<{ errors: { message: string }[] }>('POST', '/api/checkout', { token: buyer, body: { lines: [{ variantId: stock.variantId, quantity: 1, seenUnitCents: 999 }] } });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]!.message).toContain('changed from $9.99 to $19.99');
  });

  it('blocks a line whose region does not activate in the visitor’s country until the shopper acknowledges it, and stores the acknowledgement', async () => {
    // The test gateway's visitor is in the US; the 'eu' region does not activate there.
    await shop.deps.store.entities.region.put({ regionId: 'eu', code: 'EU', name: 'Europe', isGlobal: false, excludedCountries: [] }).go();
    const stock = await shop.stock(1, {}, { regionId: 'eu' });
    const quote = await shop.api<{ lines: { needsRegionAck: boolean; regionCheck: { message: string } }[] }>('POST', '/api/cart/quote', { body: { lines: [{ variantId: stock.variantId, quantity: 1 }] } });
    expect(quote.body.lines[0]).toMatchObject({ needsRegionAck: true, regionCheck: { message: 'This product cannot be used in United States region.' } });

    const blocked = await shop.api('POST', '/api/checkout', { token: buyer, body: { lines: [{ variantId: stock.variantId, quantity: 1 }] } });
    expect(blocked.status).toBe(422);
    const accepted = await shop.api<CheckoutStarted>('POST', '/api/checkout', { token: buyer, body: { lines: [{ variantId: stock.variantId, quantity: 1 }], acknowledgedVariantIds: [stock.variantId] } });
    expect(accepted.status).toBe(201);
    const order = (await shop.deps.store.entities.order.get({ orderId: accepted.body.orderId }).go()).data!;
    expect(order.regionAcknowledgements).toEqual([expect.objectContaining({ variantId: stock.variantId, regionCode: 'EU', country: 'US' })]);
  });
});
