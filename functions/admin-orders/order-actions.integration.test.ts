import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, OrderMailResult } from '../../shared/orders/admin-order-views';
import type { CheckoutStarted, OrderView, RefundResult, RevealedKey } from '../../shared/orders/order-views';
import { sessionOf, stripeControl, useCommerce, type Commerce } from '../../test/integration/commerce';
import { auditOfSubject } from '../lib/audit/staff-audit';

describe('staff acting on one order', () => {
  let shop: Commerce;
  let admin: string;
  let employee: string;
  let buyer: string;
  beforeAll(async () => {
    shop = await useCommerce();
    admin = await shop.gateway.tokenFor('admin', 'order-actions-admin');
    employee = await shop.gateway.tokenFor('employee', 'order-actions-staff');
    buyer = await shop.gateway.tokenFor('user', 'order-actions-buyer');
  });
  afterAll(() => shop.stop());

  async function paidOrder(quantity: number, lines = 1) {
    const stocks = [];
    for (let i = 0; i < lines; i++) stocks.push(await shop.stock(quantity));
    const started = await shop.api<CheckoutStarted>('POST', '/api/checkout', { token: buyer, body: { lines: stocks.map((s) => ({ variantId: s.variantId, quantity })) } });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    await stripeControl.pay(sessionOf(started.body.paymentUrl));
    const order = await shop.until(async () => {
      const o = await shop.api<OrderView>('GET', `/api/orders/${started.body.orderId}`, { token: buyer });
      return o.body.status === 'completed' ? o.body : null;
    });
    return { order, stocks };
  }
  const detail = async (orderId: string, token = employee) => shop.api<AdminOrderDetail>('GET', `/api/admin/orders/${orderId}`, { token });
  /** Every key the store holds for the order's variants, by status, and the keys sold to the order. */
  async function keyLedger(orderId: string, variantIds: string[]) {
    const sold = (await shop.deps.store.entities.orderKey.query.byOrder({ orderId }).go({ consistent: true })).data;
    const stock = await Promise.all(variantIds.map((variantId) => shop.deps.store.entities.productKey.query.byVariant({ variantId }).go()));
    const statuses = stock.flatMap((s) => s.data.map((k) => `${k.keyId}:${k.status}`)).sort();
    return { orderKeys: sold.map((k) => `${k.keyId}:${k.status}`).sort(), statuses };
  }

  it('shows the order with masked keys, the customer, the payment and a timeline', async () => {
    const { order } = await paidOrder(2);
    const got = await detail(order.orderId);

    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ orderNumber: order.orderNumber, status: 'completed', fulfilmentStatus: 'fulfilled', customer: { email: 'order-actions-buyer@example.test', guest: false } });
    expect(got.body.payment).toMatchObject({ totalCents: order.totalCents, currency: 'USD', method: 'card', provider: 'stripe' });
    expect(got.body.payment.sessionId).toMatch(/^cs_/);
    expect(got.body.items[0]!.keys).toHaveLength(2);
    expect(got.body.items[0]!.keys[0]!.maskedKey).toContain('*');
    expect(got.body.timeline.map((e) => e.kind)).toEqual(expect.arrayContaining(['created', 'paid', 'processed', 'updated']));
    expect((await detail('01NOSUCHORDER00000000000000')).status).toBe(404);
    expect((await detail(order.orderId, buyer)).status).toBe(403);
  });

  it('reveals a key to staff under audit without ending the buyer’s refund right', async () => {
    const { order, stocks } = await paidOrder(1);
    const key = order.items[0]!.keys[0]!;

    const revealed = await shop.api<RevealedKey>('POST', `/api/admin/orders/${order.orderId}/keys/${key.keyId}/reveal`, { token: employee });

    expect(revealed.status).toBe(200);
    expect(stocks[0]!.secrets).toContain(revealed.body.key);
    const reveals = (await shop.deps.store.entities.keyRevealAudit.query.byKey({ keyId: key.keyId }).go({ consistent: true })).data;
    expect(reveals).toEqual([expect.objectContaining({ actor: 'order-actions-staff', actorRole: 'staff', orderId: order.orderId })]);
    const owned = (await shop.deps.store.entities.orderKey.get({ orderId: order.orderId, keyId: key.keyId }).go({ consistent: true })).data!;
    expect(owned.revealedAt).toBeUndefined();
    const refund = await shop.api<RefundResult>('POST', `/api/orders/${order.orderId}/refund`, { token: buyer, body: { keyIds: [key.keyId] } });
    expect(refund.status).toBe(200);
    const timeline = (await detail(order.orderId)).body.timeline;
    expect(timeline.some((e) => e.kind === 'reveal' && e.summary.includes('staff'))).toBe(true);
    expect(timeline.some((e) => e.kind === 'staff' && e.summary === `Key ${key.maskedKey} revealed to staff`)).toBe(true);
    // Nothing on the timeline names a key by its internal id.
    expect(timeline.filter((e) => e.summary.includes(key.keyId))).toEqual([]);
  });

  it('sets the status by hand for admins only, on the version read, audited with before and after', async () => {
    const { order } = await paidOrder(1);
    const read = (await detail(order.orderId)).body;
    const body = { status: 'processing', fulfilmentStatus: 'processing', version: read.version };

    expect((await shop.api('PUT', `/api/admin/orders/${order.orderId}/status`, { token: employee, body })).status).toBe(403);
    const changed = await shop.api<AdminOrderDetail>('PUT', `/api/admin/orders/${order.orderId}/status`, { token: admin, body });
    const stale = await shop.api('PUT', `/api/admin/orders/${order.orderId}/status`, { token: admin, body: { ...body, status: 'completed' } });
    const backToPending = await shop.api('PUT', `/api/admin/orders/${order.orderId}/status`, { token: admin, body: { ...body, status: 'pending', version: read.version + 1 } });

    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ status: 'processing', fulfilmentStatus: 'processing', version: read.version + 1 });
    expect(stale.status).toBe(409);
    expect(backToPending.status).toBe(422);
    const audit = (await auditOfSubject(shop.deps, { subjectType: 'order', subjectId: order.orderId }, { limit: 10 })).items;
    expect(audit).toEqual([
      expect.objectContaining({ actorId: 'order-actions-admin', action: 'order.status', before: { status: 'completed', fulfilmentStatus: 'fulfilled' }, after: { status: 'processing', fulfilmentStatus: 'processing' } }),
    ]);
  });

  it('saves admin notes, audited, and refuses hostile notes writing nothing', async () => {
    const { order } = await paidOrder(1);
    const saved = await shop.api<AdminOrderDetail>('PUT', `/api/admin/orders/${order.orderId}/notes`, { token: employee, body: { adminNotes: 'Called the buyer.\nAll fine.' } });
    const hostile = await shop.api('PUT', `/api/admin/orders/${order.orderId}/notes`, { token: employee, body: { adminNotes: 'bad\u0000note' } });
    const tooLong = await shop.api('PUT', `/api/admin/orders/${order.orderId}/notes`, { token: employee, body: { adminNotes: 'x'.repeat(2001) } });

    expect(saved.status).toBe(200);
    expect(saved.body.adminNotes).toBe('Called the buyer.\nAll fine.');
    expect([hostile.status, tooLong.status]).toEqual([400, 400]);
    expect((await detail(order.orderId)).body.adminNotes).toBe('Called the buyer.\nAll fine.');
    const audit = (await auditOfSubject(shop.deps, { subjectType: 'order', subjectId: order.orderId }, { limit: 10 })).items;
    expect(audit.map((a) => a.action)).toEqual(['order.notes']);
  });

  it('re-delivers and resends e-mails with the same keys, never a second key, each audited', async () => {
    const { order, stocks } = await paidOrder(2);
    const variants = stocks.map((s) => s.variantId);
    const before = await keyLedger(order.orderId, variants);
    const mailsBefore = (await shop.outbox('order-actions-buyer@example.test')).length;

    const redelivered = await shop.api<OrderMailResult>('POST', `/api/admin/orders/${order.orderId}/redeliver`, { token: employee });
    const resent = await shop.api<OrderMailResult>('POST', `/api/admin/orders/${order.orderId}/resend-email`, { token: employee });

    expect(redelivered.status).toBe(200);
    expect(redelivered.body).toMatchObject({ kind: 'keys-ready', keys: 2, sentTo: 'order-actions-buyer@example.test' });
    expect(resent.status).toBe(200);
    expect(await keyLedger(order.orderId, variants)).toEqual(before);
    const mails = (await shop.outbox('order-actions-buyer@example.test')).slice(mailsBefore);
    expect(mails.map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringContaining('are ready'), `Order ${order.orderNumber} confirmed`]));
    for (const secret of stocks[0]!.secrets) expect(mails.map((m) => m.body).join('\n')).not.toContain(secret);
    const audit = (await auditOfSubject(shop.deps, { subjectType: 'order', subjectId: order.orderId }, { limit: 10 })).items;
    expect(audit.map((a) => a.action).sort()).toEqual(['order.redeliver', 'order.resend-email']);
  });

  it('refunds one line as staff, audited, putting its keys back in stock and creating no key', async () => {
    const { order, stocks } = await paidOrder(1, 2);
    const variants = stocks.map((s) => s.variantId);
    const before = await keyLedger(order.orderId, variants);
    const line = order.items[0]!;

    const refunded = await shop.api<RefundResult>('POST', `/api/admin/orders/${order.orderId}/refund`, { token: employee, body: { itemId: line.itemId, reason: 'Wrong region' } });

    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ units: 1, refundedCents: line.unitCents });
    const after = await keyLedger(order.orderId, variants);
    expect(after.statuses).toHaveLength(before.statuses.length);
    expect(after.orderKeys).toHaveLength(before.orderKeys.length);
    expect(after.statuses).toContain(`${line.keys[0]!.keyId}:available`);
    const audit = (await auditOfSubject(shop.deps, { subjectType: 'order', subjectId: order.orderId }, { limit: 10 })).items;
    expect(audit).toEqual([expect.objectContaining({ action: 'order.refund', actorId: 'order-actions-staff', after: expect.objectContaining({ itemId: line.itemId, units: 1 }) })]);
    expect((await detail(order.orderId)).body.items[0]!.status).toBe('refunded');
  });
});
