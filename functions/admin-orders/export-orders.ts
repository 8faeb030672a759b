import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { exportAdminOrders } from './order-export';

/** `GET /api/admin/orders/export` (employee): the filtered orders as a CSV download; it names buyers, so nothing caches it. */
export const handler = apiHandler(
  routes.adminExportOrders,
  async ({ query, deps }) => {
    const csv = await exportAdminOrders(deps, query);
    const headers = { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${exportFileName(query)}"`, 'cache-control': 'no-store' };
    return new ApiReply<string>(200, undefined, headers, csv);
  },
  { uses: [cursorsProvider] },
);

/** `orders.csv`, or `orders-2026-11-01-2026-11-30.csv` for a range (its UTC dates: the file name is a hint, the rows say the times). */
const exportFileName = (range: { from?: string | undefined; to?: string | undefined }) => (range.from && range.to ? `orders-${range.from.slice(0, 10)}-${range.to.slice(0, 10)}.csv` : 'orders.csv');
