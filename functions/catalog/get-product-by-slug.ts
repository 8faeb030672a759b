import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { productDetailReply } from './product-detail-cache';
import { productIdForSlug } from './product-slug-lookup';

export const handler = apiHandler(routes.getProductBySlug, async ({ params, deps }) => {
  return productDetailReply(deps, await productIdForSlug(deps, params.slug));
});
