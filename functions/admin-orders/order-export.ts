import { UnprocessableError } from '../../shared/errors/domain-errors';
import { maxExportOrders, orderExportColumns, orderExportHeaders, type OrderExportColumn } from '../../shared/orders/order-export';
import type { interfaceLanguages } from '../../shared/translations/interface-languages';
import { csvTable } from '../lib/csv/csv-table';
import type { OrderItem } from '../lib/data/entities/order';
import type { Deps } from '../lib/deps';
import { adminOrderPage, type OrderListQuery } from './order-listing';

export type OrderExportQuery = Omit<OrderListQuery, 'cursor' | 'limit'> & { lang: (typeof interfaceLanguages)[number] };

const pageSize = 100;
// One read past the cap's pages, to tell exactly 5,000 orders from more.
const maxPages = maxExportOrders / pageSize + 1;
// Lambda answers at most 6 MB, with the body JSON-escaped inside; a larger CSV is refused rather than cut short.
const maxCsvBytes = 4_500_000;

/**
 * Every order the screen's filters match, as one CSV: the table's own page read (`adminOrderPage`) repeated with its
 * cursor, so the file and the screen can never disagree on what a filter means. At most `maxExportOrders` orders: a
 * filter that matches more is refused with 422, since a file silently cut short would be believed.
 */
export async function exportAdminOrders(deps: Pick<Deps, 'store' | 'cursors'>, query: OrderExportQuery, readPage: typeof adminOrderPage = adminOrderPage): Promise<string> {
  const orders: OrderItem[] = [];
  let cursor: string | undefined;
  for (let read = 1; ; read++) {
    const page = await readPage(deps, { ...query, cursor, limit: pageSize });
    orders.push(...page.orders);
    if (orders.length > maxExportOrders) throw tooMany();
    if (!page.nextCursor) break;
    // A search's pages can hold fewer matches than they read: the reading is bounded too.
    if (read === maxPages) throw tooMany();
    cursor = page.nextCursor;
  }
  const csv = ordersCsv(orders, query.lang);
  if (Buffer.byteLength(csv) > maxCsvBytes) throw new UnprocessableError('This export is too large for one file; narrow the dates or filters.');
  return csv;
}

const tooMany = () => new UnprocessableError(`Too many orders to export at once (at most ${maxExportOrders.toLocaleString('en-US')}); narrow the dates or filters.`);

/**
 * The CSV itself, through `csvTable` (RFC 4180, CRLF, formulas guarded with a leading apostrophe, so a name or e-mail a
 * buyer chose never runs in a spreadsheet), with a BOM so spreadsheets read UTF-8 names as UTF-8.
 */
export function ordersCsv(orders: readonly OrderItem[], lang: OrderExportQuery['lang']): string {
  const headers = orderExportHeaders[lang];
  return `\uFEFF${csvTable(
    orderExportColumns.map((c) => headers[c]),
    orders.map((o) => orderExportColumns.map((c) => cell(o, c))),
  )}`;
}

function cell(o: OrderItem, column: OrderExportColumn): string {
  switch (column) {
    case 'orderNumber':
      return o.orderNumber;
    case 'createdAt':
      return o.createdAt;
    case 'status':
      return o.status;
    case 'customerEmail':
      return o.deliveryEmail;
    case 'items':
      return o.items.map((i) => `${i.productName} (${i.platformName}, ${i.regionName}) x${i.quantity}`).join('; ');
    case 'total':
      return decimal(o.totalCents);
    case 'currency':
      return o.currency;
    case 'paymentId':
      return o.paymentIntentId ?? o.paymentSessionId ?? '';
  }
}

/** Cents as a decimal string ("19.99"), without a float in between. */
const decimal = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
