import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreorderFulfilment, PreorderQueueView } from '../../shared/content/preorder-queue-views';
import type { CheckoutStarted, OrderView } from '../../shared/orders/order-views';
import type { Problem } from '../../shared/http/problem';
import { sessionOf, stripeControl, useCommerce, type Commerce } from '../../test/integration/commerce';
import { auditOfSubject } from '../lib/audit/staff-audit';
import { storeKeys } from '../inventory/store-keys';
import { refundOrder } from '../orders/refund-order';

describe('the back office pre-order queue and Process Fulfillment', () => {
  let shop: Commerce;
  let staff: string;
  const buyers: string[] = [];
  beforeAll(async () => {
    shop = await useCommerce();
    staff = await shop.gateway.tokenFor('employee', 'queue-staff');
    for (let i = 0; i < 3; i++) buyers.push(await shop.gateway.tokenFor('user', `pq-buyer-${i}`));
  });
  afterAll(() => shop.stop());

  const preorderProduct = (name: string) =>
    shop.stock(0, { name, isPreorder: true, preorderStartDate: '2026-01-01T00:00:00.000Z', preorderEndDate: '2027-06-01T00:00:00.000Z', expectedDeliveryDate: '2027-03-01T00:00:00.000Z' });

  async function buyPaid(token: string, variantId: string, quantity = 1): Promise<OrderView> {
    const started = await shop.api<CheckoutStarted>('POST', '/api/checkout', { token, body: { lines: [{ variantId, quantity }] } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    await stripeControl.pay(sessionOf(started.body.paymentUrl));
    return shop.until(async () => {
      const o = await shop.api<OrderView>('GET', `/api/orders/${started.body.orderId}`, { token });
      return o.body.status === 'preorder_confirmed' ? o.body : null;
    });
  }
  const queue = async (query = '') => shop.api<PreorderQueueView & Problem>('GET', `/api/admin/preorders${query}`, { token: staff });
  const fulfil = (productId: string) => shop.api<PreorderFulfilment & Problem>('POST', `/api/admin/products/${productId}/preorders/fulfil`, { token: staff });
  const tallyOf = async (productId: string) =>
    (await shop.deps.store.entities.preorderTally.query.byVariant({ productId }).go({ pages: 'all', consistent: true })).data.reduce((n, t) => n + t.waiting, 0);
  const soldKeysOf = async (orderIds: string[]) =>
    (await Promise.all(orderIds.map(async (orderId) => (await shop.deps.store.entities.orderKey.query.byOrder({ orderId }).go({ pages: 'all' })).data.map((k) => k.keyId)))).flat();

  it('lists waiting units oldest payment first with their places, and the cards count units, products and the oldest wait', async () => {
    const first = await preorderProduct('Queue Game One');
    const second = await preorderProduct('Queue Game Two');
    const a = await buyPaid(buyers[0]!, first.variantId, 2);
    const b = await buyPaid(buyers[1]!, second.variantId);
    const c = await buyPaid(buyers[2]!, first.variantId);

    const page = await queue();

    expect(page.status).toBe(200);
    const ours = page.body.queue.items.filter((row) => [a.orderId, b.orderId, c.orderId].includes(row.orderId));
    expect(ours.map((row) => [row.orderNumber, row.productName, row.variantPosition, row.customerId])).toEqual([
      [a.orderNumber, 'Queue Game One', 1, 'pq-buyer-0'],
      [a.orderNumber, 'Queue Game One', 2, 'pq-buyer-0'],
      [b.orderNumber, 'Queue Game Two', 1, 'pq-buyer-1'],
      [c.orderNumber, 'Queue Game One', 3, 'pq-buyer-2'],
    ]);
    expect(ours.map((row) => row.position)).toEqual([...ours.map((row) => row.position)].sort((x, y) => x - y));
    expect(page.body.summary.totalWaiting).toBe(page.body.queue.items.length);
    expect(page.body.products.find((p) => p.productId === first.productId)).toMatchObject({ productName: 'Queue Game One', waitingUnits: 3, availableKeys: 0, isPreorder: true });
    expect(page.body.summary.productsWaiting).toBe(page.body.products.length);
    expect(page.body.summary.oldestDays).toBe(0);
  });

  it('queues two pre-orders by their payment times when Stripe delivers the later payment first', async () => {
    const product = await preorderProduct('Queue Game Reversed');
    const checkout = async (token: string) => {
      const started = await shop.api<CheckoutStarted>('POST', '/api/checkout', { token, body: { lines: [{ variantId: product.variantId, quantity: 1 }] } });
      expect(started.status, JSON.stringify(started.body)).toBe(201);
      return { orderId: started.body.orderId, sessionId: sessionOf(started.body.paymentUrl) };
    };
    const early = await checkout(buyers[0]!);
    const late = await checkout(buyers[1]!);
    await stripeControl.hold(true);
    try {
      await stripeControl.pay(early.sessionId);
      await stripeControl.pay(late.sessionId);
    } finally {
      await stripeControl.hold(false);
    }
    // Each completion as Stripe would send it, the early payer's 2 s before the late one's, delivered late payer first.
    const completed = async (sessionId: string, created: number) => {
      const event = (await stripeControl.events()).data.find((e) => e.event.type === 'checkout.session.completed' && e.event.data.object.id === sessionId)!.event;
      return JSON.stringify({ ...event, id: `${event.id}_as_sent`, created });
    };
    const now = Math.floor(Date.now() / 1000);
    for (const payload of [await completed(late.sessionId, now), await completed(early.sessionId, now - 2)]) {
      const answer = await fetch(`${shop.gateway.url}/api/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': (await stripeControl.sign(payload)).header }, body: payload });
      expect(answer.status).toBe(200);
    }
    const rows = await shop.until(async () => {
      const items = (await queue('?limit=100')).body.queue.items.filter((row) => row.productId === product.productId);
      return items.length === 2 ? items : null;
    });

    expect(rows.map((row) => [row.orderId, row.variantPosition])).toEqual([
      [early.orderId, 1],
      [late.orderId, 2],
    ]);
    expect(rows[0]!.queuedAt).toBe(new Date((now - 2) * 1000).toISOString());
  });

  it('pages the queue with an opaque cursor, continuing where the last page ended', async () => {
    const whole = (await queue('?limit=100')).body.queue.items;
    const one = await queue('?limit=2');
    const two = await queue(`?limit=2&cursor=${encodeURIComponent(one.body.queue.nextCursor!)}`);

    const paged = [...one.body.queue.items, ...two.body.queue.items];
    expect(paged.map((row) => [row.entryId, row.position, row.variantPosition])).toEqual(whole.slice(0, 4).map((row) => [row.entryId, row.position, row.variantPosition]));
    expect(paged.map((row) => row.position)).toEqual([1, 2, 3, 4]);
    expect((await queue('?cursor=not-a-cursor')).status).toBe(400);
  });

  it('delivers waiting pre-orders of a product in payment order when staff process fulfilment, never a key twice', async () => {
    const product = await preorderProduct('Queue Game Three');
    const early = await buyPaid(buyers[0]!, product.variantId, 2);
    const late = await buyPaid(buyers[1]!, product.variantId);
    // Keys stored without telling the queue consumer: only Process Fulfillment hands them out.
    await storeKeys(shop.deps, product.variantId, ['PQ-KEY-0001', 'PQ-KEY-0002'], 'test');

    const run = await fulfil(product.productId);

    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ fulfilled: 2, stillWaiting: 1 });
    const earlyOrder = (await shop.api<OrderView>('GET', `/api/orders/${early.orderId}`, { token: buyers[0]! })).body;
    const lateOrder = (await shop.api<OrderView>('GET', `/api/orders/${late.orderId}`, { token: buyers[1]! })).body;
    expect(earlyOrder.status).toBe('completed');
    expect(lateOrder.status).toBe('preorder_confirmed');
    const rows = (await queue('?limit=100')).body.queue.items.filter((row) => row.productId === product.productId);
    expect(rows.map((row) => row.orderId)).toEqual([late.orderId]);

    await storeKeys(shop.deps, product.variantId, ['PQ-KEY-0003'], 'test');
    const again = await fulfil(product.productId);
    const nothingLeft = await fulfil(product.productId);

    expect(again.body).toMatchObject({ fulfilled: 1, stillWaiting: 0 });
    expect(nothingLeft.body).toMatchObject({ fulfilled: 0, stillWaiting: 0 });
    const sold = await soldKeysOf([early.orderId, late.orderId]);
    expect(sold).toHaveLength(3);
    expect(new Set(sold).size).toBe(3);
    const audit = await auditOfSubject(shop.deps, { subjectType: 'preorder', subjectId: product.productId }, { limit: 10 });
    expect(audit.items.map((e) => e.after)).toEqual([
      { fulfilled: 0, stillWaiting: 0 },
      { fulfilled: 1, stillWaiting: 0 },
      { fulfilled: 2, stillWaiting: 1 },
    ]);
    expect(audit.items[0]).toMatchObject({ actorId: 'queue-staff', actorRole: 'employee', action: 'preorder.fulfil' });
  });

  it('keeps a product\'s waiting tally exact through settling, fulfilment, a refund the provider refused and a refund', async () => {
    const product = await preorderProduct('Queue Game Four');
    const early = await buyPaid(buyers[0]!, product.variantId, 2);
    const late = await buyPaid(buyers[1]!, product.variantId);
    expect(await tallyOf(product.productId)).toBe(3);

    await storeKeys(shop.deps, product.variantId, ['PQ-KEY-0004'], 'test');
    await fulfil(product.productId);
    expect(await tallyOf(product.productId)).toBe(2);

    const refusing = { ...shop.deps, payments: { refund: () => Promise.reject(new Error('the card network is down')) } } as unknown as Parameters<typeof refundOrder>[0];
    await expect(refundOrder(refusing, early.orderId, {}, 'staff', 'test')).rejects.toThrow(/could not be made/);
    expect(await tallyOf(product.productId)).toBe(2);

    await refundOrder(shop.deps as Parameters<typeof refundOrder>[0], late.orderId, {}, 'staff', 'test');
    expect(await tallyOf(product.productId)).toBe(1);
    const page = await queue('?limit=100');
    expect(page.body.products.find((p) => p.productId === product.productId)).toMatchObject({ waitingUnits: 1, availableKeys: 0 });
    expect(page.body.queue.items.filter((row) => row.productId === product.productId).map((row) => [row.orderId, row.variantPosition])).toEqual([[early.orderId, 1]]);
    expect(page.body.summary.totalWaiting).toBe(page.body.queue.items.length);
    expect(page.body.summary.productsWaiting).toBe(new Set(page.body.queue.items.map((row) => row.productId)).size);
  });

  it('refuses customers and an unknown product without writing an audit entry', async () => {
    const asBuyer = await shop.api('POST', '/api/admin/products/anything/preorders/fulfil', { token: buyers[0]! });
    const unknown = await fulfil('no-such-product');

    expect(asBuyer.status).toBe(403);
    expect(unknown.status).toBe(404);
    expect((await auditOfSubject(shop.deps, { subjectType: 'preorder', subjectId: 'no-such-product' }, { limit: 5 })).items).toEqual([]);
  });
});
