import { routes } from '../../shared/routes/route-table';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { addProduct } from './add-product';

/** `POST /api/admin/products` (admin). */
export const handler = apiHandler(routes.adminCreateProduct, async ({ body, caller, deps }) => new ApiReply(201, await addProduct(deps, caller, body)), {
  uses: [queuesProvider],
});
