import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { adminProductDetail } from './product-admin-detail';

/** `GET /api/admin/products/{productId}` (staff). */
export const handler = apiHandler(routes.adminGetProduct, ({ params, deps }) => adminProductDetail(deps, params.productId));
