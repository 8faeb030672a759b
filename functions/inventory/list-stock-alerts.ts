import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { stockHealth } from './stock-health';

/** `GET /api/admin/stock-alerts` (staff). */
export const handler = apiHandler(routes.adminStockAlerts, ({ query, deps }) => stockHealth(deps, query), { uses: [cursorsProvider] });
