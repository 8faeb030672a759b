import type { ProductPage } from '../../shared/catalog/catalog-views';
import type { ProductType } from '../../shared/catalog/product';
import type { Deps } from '../lib/deps';
import { toProductCard } from './product-card';
import { referenceLookup } from './reference-lookup';

export interface ProductPageQuery {
  cursor?: string | undefined;
  limit: number;
  type?: ProductType | undefined;
}

/** One page of the storefront grid: a Query of the sparse listing index, then each product's variants in parallel. */
export async function loadProductPage(deps: Deps, query: ProductPageQuery): Promise<ProductPage> {
  const { product, variant } = deps.store.entities;
  const scope = { listing: 'products', filters: { type: query.type } };
  const page = await deps.cursors.page(query.cursor, scope, (cursor) => {
    const options = { cursor, limit: query.limit, order: 'desc' as const };
    return query.type ? product.query.activeByType({ productType: query.type }).go(options) : product.query.activeByNewest({}).go(options);
  });
  const [reference, variantLists] = await Promise.all([
    referenceLookup(deps),
    Promise.all(page.data.map((p) => variant.query.byProduct({ productId: p.productId }).go({ pages: 'all' }))),
  ]);
  const now = deps.now();
  return {
    items: page.data.map((p, i) => toProductCard(p, variantLists[i]!.data, reference, now)),
    nextCursor: page.nextCursor,
  };
}
