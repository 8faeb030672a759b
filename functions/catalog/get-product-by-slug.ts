import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { NotFoundError } from '../lib/http/errors';
import { loadProductDetail } from './product-detail';

export const handler = apiHandler(routes.getProductBySlug, async ({ params, deps }) => {
  const found = await deps.store.entities.product.query.bySlug({ slug: params.slug }).go({ limit: 1 });
  const product = found.data[0];
  if (!product) throw new NotFoundError(`No product has the address /p/${params.slug}.`);
  return loadProductDetail(deps, product.productId);
});
