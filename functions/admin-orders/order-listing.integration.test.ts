import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderList } from '../../shared/orders/admin-order-views';
import type { CheckoutStarted, OrderView, RefundResult } from '../../shared/orders/order-views';
import { sessionOf, stripeControl, useCommerce, type Commerce } from '../../test/integration/commerce';
import { releaseReservation } from '../orders/release-reservation';
import { orderStatusCounts } from '../orders/order-status-counts';
import { recountOrderStatuses } from '../../local/maintenance/recount-order-statuses';
import { maxUnitsPerOrder } from '../../shared/orders/cart';
import { maxCartLines } from '../../shared/orders/cart-rules';

describe('the back office orders list, its search and its counters', () => {
  let shop: Commerce;
  let admin: string;
  let employee: string;
  let buyer: string;
  beforeAll(async () => {
    shop = await useCommerce();
    admin = await shop.gateway.tokenFor('admin', 'orders-list-admin');
    employee = await shop.gateway.tokenFor('employee', 'orders-list-staff');
    buyer = await shop.gateway.tokenFor('user', 'orders-list-buyer');
    await shop.deps.store.entities.user.put({ userId: 'orders-list-buyer', email: 'orders-list-buyer@example.test', fullName: 'Zelda Quintero', username: 'zquin' }).go();
  });
  afterAll(() => shop.stop());

  async function checkout(what: string | { variantId: string; quantity: number }[]) {
    const lines = typeof what === 'string' ? [{ variantId: what, quantity: 1 }] : what;
    const started = await shop.api<CheckoutStarted>('POST', '/api/checkout', { token: buyer, body: { lines } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    return started.body;
  }
  async function pay(started: CheckoutStarted) {
    await stripeControl.pay(sessionOf(started.paymentUrl));
    return shop.until(async () => {
      const o = await shop.api<OrderView>('GET', `/api/orders/${started.orderId}`, { token: buyer });
      return o.body.status !== 'pending' ? o.body : null;
    });
  }
  const list = (token: string, query = '') => shop.api<AdminOrderList>('GET', `/api/admin/orders${query}`, { token });

  it('keeps the status counters exact through checkout, payment, release, refund and a change by hand, and the recount agrees', async () => {
    const stock = await shop.stock(3);
    const before = await orderStatusCounts(shop.deps);

    const paid = await checkout(stock.variantId);
    const abandoned = await checkout(stock.variantId);
    const refunded = await checkout(stock.variantId);
    expect((await orderStatusCounts(shop.deps)).pending).toBe(before.pending + 3);

    await pay(paid);
    await pay(refunded);
    await releaseReservation(shop.deps, abandoned.orderId, 'test: the shopper left');
    const refund = await shop.api<RefundResult>('POST', `/api/admin/orders/${refunded.orderId}/refund`, { token: employee, body: { reason: 'Customer asked' } });
    expect(refund.status).toBe(200);
    const version = (await shop.deps.store.entities.order.get({ orderId: paid.orderId }).go({ consistent: true })).data!.version;
    const manual = await shop.api('PUT', `/api/admin/orders/${paid.orderId}/status`, { token: admin, body: { status: 'processing', fulfilmentStatus: 'processing', version } });
    expect(manual.status).toBe(200);

    const after = await orderStatusCounts(shop.deps);
    expect(after).toEqual({ ...before, processing: before.processing + 1, failed: before.failed + 1, refunded: before.refunded + 1 });
    expect(await recountOrderStatuses(shop.deps)).toEqual(after);
    expect(await orderStatusCounts(shop.deps)).toEqual(after);
  });

  it('creates the largest order a cart allows, with its search terms and its count, in one transaction', async () => {
    const stocks = [];
    for (let i = 0; i < maxCartLines; i++) stocks.push(await shop.stock(maxUnitsPerOrder / maxCartLines));
    const pendingBefore = (await orderStatusCounts(shop.deps)).pending;

    const started = await checkout(stocks.map((s) => ({ variantId: s.variantId, quantity: maxUnitsPerOrder / maxCartLines })));

    expect((await orderStatusCounts(shop.deps)).pending).toBe(pendingBefore + 1);
    expect((await list(employee, `?q=${started.orderNumber}`)).body.items.map((r) => r.orderId)).toEqual([started.orderId]);
  });

  it('lists newest first with the cards, hides revenue from employees, and pages with a cursor', async () => {
    const stock = await shop.stock(3);
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await pay(await checkout(stock.variantId)));

    const first = await list(admin, '?limit=2');
    const second = await list(admin, `?limit=2&cursor=${encodeURIComponent(first.body.nextCursor!)}`);
    const asEmployee = await list(employee, '?limit=2');

    expect(first.status).toBe(200);
    expect(first.body.items.map((r) => r.orderId)).toEqual([orders[2]!.orderId, orders[1]!.orderId]);
    expect(second.body.items[0]!.orderId).toBe(orders[0]!.orderId);
    expect(first.body.items[0]).toMatchObject({ orderNumber: orders[2]!.orderNumber, customerName: 'Zelda Quintero', username: 'zquin', guest: false, units: 1, products: 1, totalCents: stock.priceUsdCents, status: 'completed', fulfilmentStatus: 'fulfilled' });
    const counts = await orderStatusCounts(shop.deps);
    expect(first.body.summary).toMatchObject({ pendingOrders: counts.pending, completedOrders: counts.completed, totalOrders: Object.values(counts).reduce((a, b) => a + b, 0) });
    expect(first.body.summary.revenueCents).toBeGreaterThanOrEqual(3 * stock.priceUsdCents);
    expect(asEmployee.body.summary.revenueCents).toBeNull();
    expect((await list(buyer)).status).toBe(403);
  });

  it('filters by status and by fulfilment, each a Query, and never returns an order of another status', async () => {
    const stock = await shop.stock(2);
    const done = await pay(await checkout(stock.variantId));
    const waiting = await checkout(stock.variantId);

    const pending = await list(employee, '?status=pending');
    const fulfilled = await list(employee, '?fulfilment=fulfilled');
    const pendingFulfilled = await list(employee, '?status=pending&fulfilment=fulfilled');

    expect(pending.body.items.some((r) => r.orderId === waiting.orderId)).toBe(true);
    expect(pending.body.items.every((r) => r.status === 'pending')).toBe(true);
    expect(fulfilled.body.items.some((r) => r.orderId === done.orderId)).toBe(true);
    expect(fulfilled.body.items.every((r) => r.fulfilmentStatus === 'fulfilled')).toBe(true);
    expect(pendingFulfilled.body.items).toEqual([]);
  });

  it('finds an order by its number, the buyer’s name, username or delivery e-mail, in any case', async () => {
    const stock = await shop.stock(1);
    const order = await pay(await checkout(stock.variantId));
    const found = async (q: string) => (await list(employee, `?q=${encodeURIComponent(q)}`)).body.items.map((r) => r.orderId);

    expect(await found(order.orderNumber.toLowerCase())).toContain(order.orderId);
    expect(await found('ZELDA quint')).toContain(order.orderId);
    expect(await found('zquin')).toContain(order.orderId);
    expect(await found('Orders-List-Buyer@Example.test')).toContain(order.orderId);
    expect(await found('nobody-like-this')).not.toContain(order.orderId);
    const refundedOnly = (await list(employee, `?q=${encodeURIComponent('zelda')}&status=refunded`)).body.items;
    expect(refundedOnly.map((r) => r.orderId)).not.toContain(order.orderId);
    expect(refundedOnly.every((r) => r.status === 'refunded')).toBe(true);
  });

  it('refuses bad filters and a one-letter search with a 400 and writes nothing', async () => {
    const counts = await orderStatusCounts(shop.deps);
    for (const query of ['?status=shipped', '?fulfilment=lost', '?limit=0', '?limit=101', '?q=z', '?cursor=forged']) {
      expect((await list(employee, query)).status, query).toBe(400);
    }
    expect(await orderStatusCounts(shop.deps)).toEqual(counts);
  });
});
