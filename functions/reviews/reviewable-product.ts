import { NotFoundError } from '../../shared/errors/domain-errors';
import type { Deps } from '../lib/deps';
import type { ProductItem } from '../lib/data/entities/product';

/** The product a shopper may review: it exists and is on sale, as the storefront shows only those. */
export async function reviewableProduct(deps: Pick<Deps, 'store'>, productId: string): Promise<ProductItem> {
  const product = (await deps.store.entities.product.get({ productId }).go()).data;
  if (!product || !product.isActive) throw new NotFoundError(`Product ${productId} was not found.`);
  return product;
}
