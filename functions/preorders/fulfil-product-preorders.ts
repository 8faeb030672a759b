import { routes } from '../../shared/routes/route-table';
import { mailerProvider } from '../lib/adapters/mailer/mailer-provider';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { apiHandler } from '../lib/http/api-handler';
import { guestLinksProvider } from '../orders/guest-links-provider';
import { fulfilProductPreorders } from './fulfil-product';

/** `POST /api/admin/products/{productId}/preorders/fulfil` (staff): answers `{ fulfilled }` for 'Fulfilled {n} pre-orders'. */
export const handler = apiHandler(routes.adminFulfilPreorders, ({ params, caller, deps }) => fulfilProductPreorders(deps, caller, params.productId), {
  uses: [queuesProvider, mailerProvider, guestLinksProvider],
});
