import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { adminOrderDetail } from './order-detail';

/** `GET /api/admin/orders/{orderId}` (employee). */
export const handler = apiHandler(routes.adminGetOrder, ({ params, deps }) => adminOrderDetail(deps, params.orderId));
