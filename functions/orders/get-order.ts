import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ownOrder } from './order-access';
import { orderView } from './order-view';

export const handler = apiHandler(routes.getOrder, async ({ params, caller, deps }) => orderView(deps, await ownOrder(deps, params.orderId, caller.userId!)));
