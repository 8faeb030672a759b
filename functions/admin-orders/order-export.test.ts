import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { UnprocessableError } from '../../shared/errors/domain-errors';
import type { OrderItem } from '../lib/data/entities/order';
import { createOrder, createOrderLine } from '../lib/data/entities/order.factory';
import type { Deps } from '../lib/deps';
import { exportAdminOrders, ordersCsv } from './order-export';
import type { adminOrderPage } from './order-listing';

/** The CSV read back by a strict RFC 4180 parser, BOM and all. */
const read = (csv: string) => parse(csv, { bom: true, record_delimiter: '\r\n' }) as string[][];

describe('the orders CSV', () => {
  it('has the eight columns in order, one row per order, with machine-readable values', () => {
    const order = createOrder({
      orderNumber: 'NK-2026-000042',
      createdAt: '2026-11-24T05:00:00.000Z',
      deliveryEmail: 'zelda@example.test',
      items: [createOrderLine({ productName: 'Starfall Odyssey', platformName: 'Steam', regionName: 'Europe', quantity: 2, totalCents: 3998 }), createOrderLine({ productName: 'Gift Card', platformName: 'PSN', regionName: 'US', totalCents: 1005 })],
      totalCents: 5003,
      paymentIntentId: 'pi_123',
    });

    expect(read(ordersCsv([order], 'en'))).toEqual([
      ['Order number', 'Created', 'Status', 'Customer e-mail', 'Items', 'Total', 'Currency', 'Payment ID'],
      ['NK-2026-000042', '2026-11-24T05:00:00.000Z', 'completed', 'zelda@example.test', 'Starfall Odyssey (Steam, Europe) x2; Gift Card (PSN, US) x1', '50.03', 'USD', 'pi_123'],
    ]);
  });

  it('ends every record with CRLF, starts with a BOM, and quotes only the fields that need it', () => {
    const csv = ordersCsv([createOrder({ orderNumber: 'NK-1', items: [createOrderLine({ productName: 'Say "hi", friend', regionName: 'Global' })] })], 'en');

    expect(csv.startsWith('\uFEFFOrder number,Created,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(3);
    expect(csv).toContain('"Say ""hi"", friend (Steam, Global) x1"');
    expect(csv).toContain('\r\nNK-1,');
  });

  it.each([
    ['=HYPERLINK("http://evil.test")', 'items'],
    ['+SUM(1+1)', 'items'],
    ['-2+3', 'items'],
    ['@cmd', 'items'],
  ])('never lets a cell starting %j run as a formula', (start) => {
    const rows = read(ordersCsv([createOrder({ items: [createOrderLine({ productName: start })] })], 'en'));

    expect(rows[1]![4]).toBe(`'${start} (Steam, Global) x1`);
  });

  it('guards an e-mail a buyer chose to start with a sign, and keeps the rest of the row as it was', () => {
    const rows = read(ordersCsv([createOrder({ deliveryEmail: '-2+3@example.test', paymentIntentId: undefined, paymentSessionId: 'cs_9' })], 'en'));

    expect(rows[1]![3]).toBe("'-2+3@example.test");
    expect(rows[1]![7]).toBe('cs_9');
  });

  it('writes the header row in Spanish and Portuguese', () => {
    expect(read(ordersCsv([], 'es'))[0]).toEqual(['Número de pedido', 'Creado', 'Estado', 'Correo del cliente', 'Artículos', 'Total', 'Moneda', 'ID de pago']);
    expect(read(ordersCsv([], 'pt'))[0]).toEqual(['Número do pedido', 'Criado', 'Status', 'E-mail do cliente', 'Itens', 'Total', 'Moeda', 'ID do pagamento']);
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1999, '19.99'],
    [100000, '1000.00'],
  ])('writes %i cents as %s', (cents, shown) => {
    expect(read(ordersCsv([createOrder({ totalCents: cents })], 'en'))[1]![5]).toBe(shown);
  });
});

describe('the orders export', () => {
  const query = { status: 'all', fulfilment: 'all', lang: 'en' } as const;
  const noDeps = {} as Pick<Deps, 'store' | 'cursors'>;
  /** A page reader over `pages`, recording the cursors it was asked for. */
  function reader(pages: OrderItem[][]) {
    const cursors: (string | undefined)[] = [];
    const read: typeof adminOrderPage = async (_deps, q) => {
      cursors.push(q.cursor);
      const index = q.cursor ? Number(q.cursor) : 0;
      return { orders: pages[index] ?? [], nextCursor: index + 1 < pages.length ? String(index + 1) : null };
    };
    return { read, cursors };
  }
  const order = createOrder();
  const pageOf = (n: number) => Array.from({ length: n }, () => order);

  it('reads every page, following each cursor, until there is none', async () => {
    const { read, cursors } = reader([pageOf(100), pageOf(100), pageOf(7)]);

    const rows = (await exportAdminOrders(noDeps, query, read)).split('\r\n').filter(Boolean);

    expect(cursors).toEqual([undefined, '1', '2']);
    expect(rows).toHaveLength(1 + 207);
  });

  it('exports exactly 5,000 orders, telling them from more with one more read', async () => {
    const { read, cursors } = reader([...Array.from({ length: 50 }, () => pageOf(100)), []]);

    const csv = await exportAdminOrders(noDeps, query, read);

    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(5001);
    expect(cursors).toHaveLength(51);
  });

  it('refuses a 5,001st order with a 422 that asks for narrower filters, instead of cutting the file short', async () => {
    const { read } = reader([...Array.from({ length: 50 }, () => pageOf(100)), pageOf(1)]);

    const refused = exportAdminOrders(noDeps, query, read);

    await expect(refused).rejects.toBeInstanceOf(UnprocessableError);
    await expect(refused).rejects.toThrow('narrow the dates or filters');
  });

  it('stops a search whose pages keep coming back nearly empty after 51 reads', async () => {
    const { read, cursors } = reader(Array.from({ length: 500 }, () => pageOf(1)));

    await expect(exportAdminOrders(noDeps, { ...query, q: 'zelda' }, read)).rejects.toBeInstanceOf(UnprocessableError);
    expect(cursors).toHaveLength(51);
  });
});
