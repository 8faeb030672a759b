import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { loadProductDetail } from './product-detail';

export const handler = apiHandler(routes.getProduct, ({ params, deps }) => loadProductDetail(deps, params.productId));
