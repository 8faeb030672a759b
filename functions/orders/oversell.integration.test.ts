import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutStarted } from '../../shared/orders/order-views';
import { sessionOf, stripeControl, useCommerce, type Commerce } from '../../test/integration/commerce';

describe('the oversell probe', () => {
  let shop: Commerce;
  beforeAll(async () => {
    shop = await useCommerce();
  });
  afterAll(() => shop.stop());

  // A hundred checkouts at once against one DynamoDB Local on a shared CI machine: correctness is the point, speed is the purchase bench's.
  it('sells twenty keys to exactly twenty of a hundred concurrent buyers and tells the rest before any payment page', { timeout: 180_000 }, async () => {
    const stock = await shop.stock(20);
    const tokens = await Promise.all(Array.from({ length: 100 }, (_, i) => shop.gateway.tokenFor('user', `rush-${i}`)));
    // A buyer told to try again (the store's answer when its retries lose every race) does, as the message asks.
    const checkout = async (token: string) => {
      for (let attempt = 0; ; attempt++) {
        const answer = await shop.api<CheckoutStarted & { detail?: string }>('POST', '/api/checkout', { token, body: { lines: [{ variantId: stock.variantId, quantity: 1 }] } });
        if (attempt === 3 || !(answer.status === 409 && /try again/.test(answer.body.detail ?? ''))) return answer;
      }
    };
    const attempts = await Promise.all(tokens.map(checkout));
    const started = attempts.filter((a) => a.status === 201).map((a) => a.body);
    const refused = attempts.filter((a) => a.status !== 201);
    // Every refusal named, so a failure says what the buyers were told.
    expect(refused.filter((r) => !(r.status === 409 && /sold out/.test(r.body.detail ?? ''))).map((r) => `${r.status} ${r.body.detail}`)).toEqual([]);
    expect(started).toHaveLength(20);
    expect(refused).toHaveLength(80);

    await Promise.all(started.map((s) => stripeControl.pay(sessionOf(s.paymentUrl))));
    await shop.until(async () => {
      const orders = await Promise.all(started.map((s) => shop.deps.store.entities.order.get({ orderId: s.orderId }).go({ consistent: true })));
      return orders.every((o) => o.data?.status === 'completed');
    }, 90_000);

    const delivered = (await Promise.all(started.map((s) => shop.deps.store.entities.orderKey.query.byOrder({ orderId: s.orderId }).go()))).flatMap((r) => r.data);
    expect(delivered).toHaveLength(20);
    expect(new Set(delivered.map((k) => k.keyId)).size).toBe(20);
    const variant = await shop.deps.store.entities.variant.get({ productId: stock.productId, variantId: stock.variantId }).go({ consistent: true });
    expect(variant.data).toMatchObject({ availableKeys: 0 });
    // No charge without a key: every payment the provider took belongs to an order that holds its key.
    const paid = (await stripeControl.events()).data.filter((e) => e.event.type === 'checkout.session.completed' && started.some((s) => s.orderId === e.event.data.object.client_reference_id));
    expect(paid).toHaveLength(20);
  });
});
