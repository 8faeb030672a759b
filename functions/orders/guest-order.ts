import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { guestLinksProvider } from './guest-links-provider';
import { guestOrder } from './order-access';
import { orderView } from './order-view';

export const handler = apiHandler(
  routes.getGuestOrder,
  async ({ params, query, deps }) => orderView(deps, await guestOrder(deps, params.orderId, query.token)),
  { uses: [guestLinksProvider] },
);
