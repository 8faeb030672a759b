import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { setOrderNotes } from './order-notes';

/** `PUT /api/admin/orders/{orderId}/notes` (employee). */
export const handler = apiHandler(routes.adminSetOrderNotes, ({ params, body, caller, deps }) => setOrderNotes(deps, caller, params.orderId, body.adminNotes));
