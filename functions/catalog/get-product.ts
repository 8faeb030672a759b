import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { productDetailReply } from './product-detail-cache';

export const handler = apiHandler(routes.getProduct, ({ params, deps }) => productDetailReply(deps, params.productId));
