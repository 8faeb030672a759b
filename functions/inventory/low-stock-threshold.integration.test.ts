import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminVariantView, StockHealth } from '../../shared/inventory/inventory-views';
import type { CheckoutStarted, OrderView } from '../../shared/orders/order-views';
import { readConfig } from '../lib/config';
import { startTableStreamPoller } from '../../local/streams/table-stream-poller';
import { sessionOf, stripeControl, useCommerce, type Commerce } from '../../test/integration/commerce';

/**
 * The low-stock threshold as staff set it and the dashboard's alert as it follows real writes: the threshold through the
 * admin route, a sale through checkout and the local Stripe, the table's stream through the stock-alert function (run
 * by the local poller, as Lambda's event source runs it), and the alert read back through the dashboard's route.
 */
describe('the low-stock threshold and the dashboard alert', () => {
  let shop: Commerce;
  let stream: { stop(): Promise<void> };
  let admin: string;
  let employee: string;
  beforeAll(async () => {
    shop = await useCommerce();
    const config = readConfig();
    stream = startTableStreamPoller(config.DYNAMODB_ENDPOINT!, config.TABLE_NAME, { intervalMs: 200 });
    admin = await shop.gateway.tokenFor('admin', 'threshold-admin');
    employee = await shop.gateway.tokenFor('employee', 'threshold-employee');
  });
  afterAll(async () => {
    await stream.stop();
    await shop.stop();
  });

  const setThreshold = (variantId: string, lowStockThreshold: unknown, token = admin) =>
    shop.api<AdminVariantView & { errors?: { path: string; message: string }[] }>('PUT', `/api/admin/variants/${variantId}`, { token, body: { lowStockThreshold } });
  const stockHealth = async () => (await shop.api<StockHealth>('GET', '/api/admin/stock-alerts?limit=100', { token: employee })).body;

  it('sets a variant’s threshold and refuses one that is not a whole number from 0 to 100000', async () => {
    const { productId, variantId } = await shop.stock(3);

    const refused = await Promise.all([-1, 100_001, 2.5, '7', null].map((value) => setThreshold(variantId, value)));
    const zero = await setThreshold(variantId, 0);
    const most = await setThreshold(variantId, 100_000);
    const byEmployee = await setThreshold(variantId, 9, employee);

    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    expect(refused.map((r) => r.body.errors?.[0]?.path)).toEqual(Array(5).fill('body.lowStockThreshold'));
    expect(refused.slice(0, 3).map((r) => r.body.errors?.[0]?.message)).toEqual([
      'Low-stock threshold cannot be negative',
      'Low-stock threshold is at most 100000',
      'Low-stock threshold is a whole number',
    ]);
    expect(zero).toMatchObject({ status: 200, body: { lowStockThreshold: 0, stockLevel: 'ok' } });
    expect(most).toMatchObject({ status: 200, body: { lowStockThreshold: 100_000, stockLevel: 'low' } });
    expect(byEmployee.status).toBe(403);
    expect((await shop.deps.store.entities.variant.get({ productId, variantId }).go({ consistent: true })).data?.lowStockThreshold).toBe(100_000);
  });

  it('lists a variant in the dashboard’s alert once a sale brings its keys down to its threshold', async () => {
    const stock = await shop.stock(7);
    expect((await setThreshold(stock.variantId, 5)).body).toMatchObject({ availableKeys: 7, stockLevel: 'ok' });
    const buyer = await shop.gateway.tokenFor('user', 'threshold-buyer');
    const saleStarted = new Date().toISOString();

    const started = await shop.api<CheckoutStarted>('POST', '/api/checkout', { token: buyer, body: { lines: [{ variantId: stock.variantId, quantity: 2 }] } });
    await stripeControl.pay(sessionOf(started.body.paymentUrl));
    await shop.until(async () => (await shop.api<OrderView>('GET', `/api/orders/${started.body.orderId}`, { token: buyer })).body.status === 'completed');
    const alert = await shop.until(async () => (await stockHealth()).underThreshold.find((a) => a.variantId === stock.variantId));

    expect(alert).toMatchObject({ level: 'low', availableKeys: 5, lowStockThreshold: 5 });
    // Raised by the sale's write, not before it: at 7 keys the variant was above its threshold.
    expect(alert.since >= saleStarted).toBe(true);
  });
});
