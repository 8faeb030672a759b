import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { listAdminOrders } from './order-listing';

/** `GET /api/admin/orders` (employee): the orders table and its cards. */
export const handler = apiHandler(routes.adminListOrders, ({ query, caller, deps }) => listAdminOrders(deps, caller, query), { uses: [cursorsProvider] });
