import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { setOrderStatus } from './manual-status';

/** `PUT /api/admin/orders/{orderId}/status` (admin). */
export const handler = apiHandler(routes.adminSetOrderStatus, ({ params, body, caller, deps }) => setOrderStatus(deps, caller, params.orderId, body));
