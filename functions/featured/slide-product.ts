import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { slideProduct } from './slide-targets';

/** `GET /api/admin/slide-products/{productId}` (staff): the variants a slide may advertise. */
export const handler = apiHandler(routes.adminSlideProduct, ({ params, deps }) => slideProduct(deps, params.productId));
