import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '../../shared/orders/admin-order-views';
import type { KeyLookupResult } from '../../shared/orders/order-key-lookup';
import type { CheckoutStarted, OrderView } from '../../shared/orders/order-views';
import type { Problem } from '../../shared/http/problem';
import { sessionOf, stripeControl, useCommerce, type Commerce } from '../../test/integration/commerce';

describe('who bought this key: the order found by a pasted key or its fingerprint', () => {
  let shop: Commerce;
  let admin: string;
  let employee: string;
  let buyer: string;
  let order: OrderView;
  let soldKey: string;
  let soldKeyId: string;
  let stockKey: string;

  beforeAll(async () => {
    shop = await useCommerce();
    admin = await shop.gateway.tokenFor('admin', 'lookup-admin');
    employee = await shop.gateway.tokenFor('employee', 'lookup-employee');
    buyer = await shop.gateway.tokenFor('user', 'lookup-buyer');
    const stock = await shop.stock(2, { name: 'Lookup Legends' });
    const started = await shop.api<CheckoutStarted>('POST', '/api/checkout', { token: buyer, body: { lines: [{ variantId: stock.variantId, quantity: 1 }] } });
    await stripeControl.pay(sessionOf(started.body.paymentUrl));
    order = await shop.until(async () => {
      const o = await shop.api<OrderView>('GET', `/api/orders/${started.body.orderId}`, { token: buyer });
      return o.body.status === 'completed' ? o.body : null;
    });
    const [sold] = (await shop.deps.store.entities.orderKey.query.byOrder({ orderId: order.orderId }).go()).data;
    soldKeyId = sold!.keyId;
    const stored = (await shop.deps.store.entities.productKey.get({ keyId: soldKeyId }).go()).data!;
    // The key the buyer received is the one of the two whose mask the sold key carries.
    soldKey = stock.secrets.find((s) => s.startsWith(stored.maskedKey.slice(0, 4)) && s.endsWith(stored.maskedKey.slice(-4)))!;
    stockKey = stock.secrets.find((s) => s !== soldKey)!;
  });
  afterAll(() => shop.stop());

  const lookUp = (key: unknown, token: string | null = employee) => shop.api<KeyLookupResult & Problem>('POST', '/api/admin/orders/by-key', { token: token ?? undefined, body: { key } });
  const auditOf = (subjectType: 'order' | 'key', subjectId: string) => shop.deps.store.entities.staffAuditEntry.query.bySubject({ subjectType, subjectId }).go().then((r) => r.data);

  it('finds the order holding a sold key, as pasted', async () => {
    const found = await lookUp(soldKey);

    expect(found.status).toBe(200);
    expect(found.body.matches).toEqual([
      {
        keyId: soldKeyId,
        maskedKey: expect.stringMatching(/^KEY-\*+.{4}$/),
        keyStatus: 'sold',
        productName: 'Lookup Legends',
        platformName: expect.any(String),
        order: { orderId: order.orderId, orderNumber: order.orderNumber, status: 'completed', fulfilmentStatus: 'fulfilled', createdAt: expect.any(String), deliveryEmail: 'lookup-buyer@example.test', totalCents: order.totalCents, currency: 'USD' },
      },
    ]);
  });

  it('finds it however the key is written: lower case, spaces for dashes, spaces around it', async () => {
    const found = await lookUp(`  ${soldKey.toLowerCase().replaceAll('-', ' ')}  `);

    expect(found.body.matches.map((m) => m.order?.orderId)).toEqual([order.orderId]);
  });

  it('finds it by the fingerprint itself (the key id)', async () => {
    const found = await lookUp(soldKeyId, admin);

    expect(found.body.matches.map((m) => [m.keyId, m.order?.orderNumber])).toEqual([[soldKeyId, order.orderNumber]]);
  });

  it('says a key in stock is held by no order, and a key never stored matches nothing', async () => {
    const inStock = await lookUp(stockKey);
    const unknown = await lookUp('NEVER-SOLD-HERE-0000');

    expect(inStock.body.matches).toEqual([expect.objectContaining({ keyStatus: 'available', productName: 'Lookup Legends', order: null })]);
    expect(unknown.status).toBe(200);
    expect(unknown.body.matches).toEqual([]);
  });

  it("audits every lookup by the staff member who made it, on the order's timeline, and never keeps the key itself", async () => {
    const missesBefore = (await auditOf('key', 'no-match')).length;

    await lookUp(soldKey);
    await lookUp('NEVER-SOLD-HERE-1111');

    const onOrder = (await auditOf('order', order.orderId)).filter((e) => e.action === 'order.key-lookup');
    const misses = await auditOf('key', 'no-match');
    expect(onOrder.length).toBeGreaterThanOrEqual(1);
    expect(onOrder.at(-1)).toMatchObject({ actorId: 'lookup-employee', actorRole: 'employee', after: { keyId: soldKeyId } });
    expect(misses).toHaveLength(missesBefore + 1);
    expect(misses.at(-1)).toMatchObject({ action: 'key.lookup', actorId: 'lookup-employee', summary: 'Key NEVE************1111 looked up by staff: not in the store' });
    expect(JSON.stringify([...onOrder, ...misses])).not.toContain(soldKey);
    const detail = await shop.api<AdminOrderDetail>('GET', `/api/admin/orders/${order.orderId}`, { token: admin });
    expect(detail.body.timeline.some((e) => e.kind === 'staff' && e.summary.startsWith('Order found by its key'))).toBe(true);
  });

  it.each([
    ['an empty key', { key: '   ' }],
    ['a key with a line break inside', { key: 'ABCD\nEFGH' }],
    ['a key over 500 characters', { key: 'A'.repeat(501) }],
    ['no key', {}],
    ['an unknown field', { key: 'ABCD-EFGH', platform: 'steam' }],
  ])('refuses %s with a 400 problem and records nothing', async (_case, body) => {
    const before = (await auditOf('key', 'no-match')).length;

    const res = await shop.api<Problem>('POST', '/api/admin/orders/by-key', { token: employee, body });

    expect(res.status).toBe(400);
    expect(res.body.errors?.length).toBeGreaterThan(0);
    expect(await auditOf('key', 'no-match')).toHaveLength(before);
  });

  it('lets employees and admins look a key up, refuses customers (403) and strangers (401)', async () => {
    expect((await lookUp(soldKey, employee)).status).toBe(200);
    expect((await lookUp(soldKey, admin)).status).toBe(200);
    expect((await lookUp(soldKey, buyer)).status).toBe(403);
    expect((await lookUp(soldKey, null)).status).toBe(401);
  });
});
