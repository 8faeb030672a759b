import { NotFoundError } from '../../shared/errors/domain-errors';
import type { SlideTargetProduct } from '../../shared/content/featured-slide-input';
import { referenceLookup } from '../catalog/reference-lookup';
import type { Deps } from '../lib/deps';
import { findByLookup } from '../lib/lookup/lookup-index';
import { variantLabel } from './slide-views';

const pageSize = 50;

/**
 * Active products for the picker, by name. Without words: one page of the active-products index (newest first),
 * sorted by name. With words: the back-office lookup index (a prefix Query), then those products in one BatchGet.
 */
export async function slideProducts(deps: Deps, query: { q?: string | undefined; cursor?: string | undefined }) {
  const { product } = deps.store.entities;
  if (query.q) {
    const found = await findByLookup(deps, 'product', query.q, { cursor: query.cursor, limit: pageSize });
    const ids = [...new Set(found.refIds)];
    const products = ids.length ? (await product.get(ids.map((productId) => ({ productId }))).go()).data : [];
    return { items: byName(products.filter((p) => p.isActive)), nextCursor: found.nextCursor };
  }
  const page = await deps.cursors.page(query.cursor, { listing: 'slide-products', filters: {} }, (cursor) =>
    product.query.activeByNewest({}).go({ cursor, limit: pageSize, order: 'desc' }),
  );
  return { items: byName(page.data), nextCursor: page.nextCursor };
}

const byName = (products: { productId: string; name: string }[]) =>
  products.map(({ productId, name }) => ({ productId, name })).sort((a, b) => a.name.localeCompare(b.name));

/** A product with its active variants, labelled as staff know them: one Query of the product's partition. */
export async function slideProduct(deps: Deps, productId: string): Promise<SlideTargetProduct> {
  const [collection, reference] = await Promise.all([deps.store.collections.productWithVariants({ productId }).go({ pages: 'all' }), referenceLookup(deps)]);
  const found = collection.data.product[0];
  if (!found) throw new NotFoundError(`Product ${productId} was not found.`);
  return {
    productId,
    name: found.name,
    variants: collection.data.variant
      .filter((v) => v.isActive)
      .map((v) => ({ variantId: v.variantId, label: variantLabel(v, reference), priceUsdCents: v.priceUsdCents }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
}
