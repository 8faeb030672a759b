import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderList } from '../../shared/orders/admin-order-views';
import type { Problem } from '../../shared/http/problem';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import type { OrderItem } from '../lib/data/entities/order';
import { createOrder, createOrderLine } from '../lib/data/entities/order.factory';
import type { Deps } from '../lib/deps';
import { lookupItems } from '../lib/lookup/lookup-index';
import { orderLookupRecord } from '../orders/order-lookup';

/** Orders written straight to the table with chosen creation times, their search terms beside them (as checkout writes them). */
async function seed(deps: Deps, orders: OrderItem[]) {
  await deps.store.entities.order.put(orders).go();
  await deps.store.entities.lookupTerm.put(orders.flatMap((o) => lookupItems(orderLookupRecord(o, {})))).go();
}

describe('the orders date range and CSV export', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let admin: string;
  let employee: string;
  let customer: string;
  // The week of 10–15 March 2026, with an order a millisecond either side of it and one on each boundary.
  const before = createOrder({ orderNumber: 'NK-2026-000101', createdAt: '2026-03-09T23:59:59.999Z', deliveryEmail: 'early@range.test' });
  const first = createOrder({ orderNumber: 'NK-2026-000102', createdAt: '2026-03-10T00:00:00.000Z', deliveryEmail: 'first@range.test' });
  const middle = createOrder({ orderNumber: 'NK-2026-000103', createdAt: '2026-03-12T12:00:00.000Z', status: 'pending', fulfilmentStatus: 'pending', deliveryEmail: 'middle@range.test', paymentIntentId: undefined });
  const last = createOrder({
    orderNumber: 'NK-2026-000104',
    createdAt: '2026-03-15T23:59:59.999Z',
    deliveryEmail: '+1@range.test',
    items: [createOrderLine({ productName: '=HYPERLINK("http://evil.test","Free")', platformName: 'Steam', regionName: 'Global', quantity: 2, totalCents: 2400 })],
    paymentIntentId: 'pi_last',
  });
  const after = createOrder({ orderNumber: 'NK-2026-000105', createdAt: '2026-03-16T00:00:00.000Z', deliveryEmail: 'late@range.test' });
  const week = { from: '2026-03-10T00:00:00.000Z', to: '2026-03-15T23:59:59.999Z' };

  beforeAll(async () => {
    deps = await useTestTable();
    gateway = await startTestGateway();
    admin = await gateway.tokenFor('admin', 'range-admin');
    employee = await gateway.tokenFor('employee', 'range-employee');
    customer = await gateway.tokenFor('user', 'range-customer');
    await seed(deps, [before, first, middle, last, after]);
  });
  afterAll(() => gateway.close());

  const get = (path: string, token: string | undefined, query: Record<string, string> = {}) =>
    fetch(`${gateway.url}${path}?${new URLSearchParams(query)}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const list = async (token: string, query: Record<string, string>) => {
    const res = await get('/api/admin/orders', token, query);
    return { status: res.status, body: (await res.json()) as AdminOrderList };
  };
  const numbers = (page: AdminOrderList) => page.items.map((r) => r.orderNumber);
  const csvRows = async (res: Response) => parse(await res.text(), { bom: true, record_delimiter: '\r\n' }) as string[][];

  it('lists only the orders created inside the range, both ends included, newest first', async () => {
    const page = await list(employee, week);

    expect(page.status).toBe(200);
    expect(numbers(page.body)).toEqual([last.orderNumber, middle.orderNumber, first.orderNumber]);
  });

  it("reads the range as the staff member's local days, sent as instants with their offset", async () => {
    // 10–15 March in Lisbon's summer time would be UTC+1: the day starts an hour earlier in UTC and ends an hour earlier.
    const page = await list(employee, { from: '2026-03-10T00:00:00.000+01:00', to: '2026-03-15T23:59:59.999+01:00' });

    expect(numbers(page.body)).toEqual([middle.orderNumber, first.orderNumber, before.orderNumber]);
  });

  it('combines the range with the status, fulfilment and search filters', async () => {
    expect(numbers((await list(employee, { ...week, status: 'completed' })).body)).toEqual([last.orderNumber, first.orderNumber]);
    expect(numbers((await list(employee, { ...week, fulfilment: 'pending' })).body)).toEqual([middle.orderNumber]);
    expect(numbers((await list(employee, { ...week, status: 'completed', fulfilment: 'pending' })).body)).toEqual([]);
    // The search finds all five by a word of their e-mails' domain; the range keeps three.
    expect(numbers((await list(employee, { q: 'range' })).body).sort()).toEqual([before, first, middle, last, after].map((o) => o.orderNumber).sort());
    expect(numbers((await list(employee, { ...week, q: 'range' })).body).sort()).toEqual([first, middle, last].map((o) => o.orderNumber).sort());
  });

  it('pages a range with its cursor, and refuses that cursor for another range', async () => {
    const one = await list(employee, { ...week, limit: '2' });
    const two = await list(employee, { ...week, limit: '2', cursor: one.body.nextCursor! });
    const elsewhere = await list(employee, { from: week.from, to: '2026-03-14T23:59:59.999Z', limit: '2', cursor: one.body.nextCursor! });

    expect(numbers(one.body)).toEqual([last.orderNumber, middle.orderNumber]);
    expect(numbers(two.body)).toEqual([first.orderNumber]);
    expect(elsewhere.status).toBe(400);
  });

  it.each([
    ['a start without an end', { from: week.from }, 'query.to'],
    ['an end without a start', { to: week.to }, 'query.from'],
    ['an end before the start', { from: week.to, to: week.from }, 'query.to'],
    ['more than 366 days', { from: '2025-01-01T00:00:00.000Z', to: '2026-01-03T00:00:00.000Z' }, 'query.to'],
    ['a date that is not an instant', { from: '2026-03-10', to: week.to }, 'query.from'],
    ['a date that does not exist', { from: '2026-02-30T00:00:00.000Z', to: week.to }, 'query.from'],
  ])('refuses %s with a 400 problem naming the field, on the list and the export alike', async (_case, query, field) => {
    for (const path of ['/api/admin/orders', '/api/admin/orders/export']) {
      const res = await get(path, employee, query);
      const problem = (await res.json()) as Problem;

      expect(res.status, path).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(problem.errors?.map((e) => e.path)).toContain(field);
    }
  });

  it('exports the filtered orders as RFC 4180 CSV with the eight columns, formulas guarded', async () => {
    const res = await get('/api/admin/orders/export', employee, week);
    const rows = await csvRows(res);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="orders-2026-03-10-2026-03-15.csv"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(rows).toEqual([
      ['Order number', 'Created', 'Status', 'Customer e-mail', 'Items', 'Total', 'Currency', 'Payment ID'],
      [last.orderNumber, last.createdAt, 'completed', "'+1@range.test", `'=HYPERLINK("http://evil.test","Free") (Steam, Global) x2`, '24.00', 'USD', 'pi_last'],
      [middle.orderNumber, middle.createdAt, 'pending', 'middle@range.test', 'Starfall Odyssey (Steam, Global) x1', '19.99', 'USD', 'cs_test_1'],
      [first.orderNumber, first.createdAt, 'completed', 'first@range.test', 'Starfall Odyssey (Steam, Global) x1', '19.99', 'USD', 'pi_test_1'],
    ]);
  });

  it('exports with the same filters as the table, and headers in the language asked for', async () => {
    const res = await get('/api/admin/orders/export', admin, { ...week, status: 'pending', lang: 'es' });
    const rows = await csvRows(res);

    expect(rows[0]![0]).toBe('Número de pedido');
    expect(rows.slice(1).map((r) => r[0])).toEqual([middle.orderNumber]);
  });

  it('exports every page, not only the one on screen', async () => {
    const many = Array.from({ length: 130 }, (_, i) =>
      createOrder({ orderNumber: `NK-2027-${String(i).padStart(6, '0')}`, createdAt: new Date(Date.UTC(2027, 0, 5, 0, 0, i)).toISOString() }),
    );
    await seed(deps, many);
    const january = { from: '2027-01-05T00:00:00.000Z', to: '2027-01-05T23:59:59.999Z' };

    const page = await list(employee, january);
    const rows = await csvRows(await get('/api/admin/orders/export', employee, january));

    expect(page.body.items).toHaveLength(100);
    expect(page.body.nextCursor).not.toBeNull();
    expect(rows).toHaveLength(131);
    expect(rows.slice(1).map((r) => r[0])).toEqual(many.map((o) => o.orderNumber).reverse());
  });

  it('lets employees and admins filter and export, refuses customers (403) and strangers (401)', async () => {
    for (const path of ['/api/admin/orders', '/api/admin/orders/export']) {
      expect((await get(path, employee, week)).status, path).toBe(200);
      expect((await get(path, admin, week)).status, path).toBe(200);
      expect((await get(path, customer, week)).status, path).toBe(403);
      expect((await get(path, undefined, week)).status, path).toBe(401);
    }
  });
});
