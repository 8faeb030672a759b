import { routes } from '../../shared/routes/route-table';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { apiHandler } from '../lib/http/api-handler';
import { editProduct } from './edit-product';

/** `PUT /api/admin/products/{productId}` (admin). */
export const handler = apiHandler(
  routes.adminUpdateProduct,
  ({ params, body, caller, deps }) => editProduct(deps, caller, params.productId, body.product, body.version),
  { uses: [queuesProvider] },
);
