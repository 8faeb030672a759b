import type { AdminProductRow } from '../../shared/catalog/admin-product-views';
import type { ProductType } from '../../shared/catalog/product';
import type { ProductItem } from '../lib/data/entities/product';
import type { Deps } from '../lib/deps';
import { findByLookup } from '../lib/lookup/lookup-index';

export interface ProductListQuery {
  q?: string | undefined;
  type?: ProductType | undefined;
  cursor?: string | undefined;
  limit: number;
}

/**
 * One page of the back office's product table. Without `q`: the listing entries, newest first (all products, or one
 * type's). With `q`: the lookup index's matches, the type checked on the products found. Either way the page's
 * products are one BatchGet and their variant counts another, of their variant groups' counters.
 */
export async function listAdminProducts(deps: Pick<Deps, 'store' | 'cursors'>, query: ProductListQuery): Promise<{ items: AdminProductRow[]; nextCursor: string | null }> {
  const { store } = deps;
  let ids: string[];
  let nextCursor: string | null;
  if (query.q) {
    ({ refIds: ids, nextCursor } = await findByLookup(deps, 'product', query.q, { cursor: query.cursor, limit: query.limit }));
  } else {
    const scope = { listing: 'admin-products', filters: { type: query.type ?? 'all' } };
    const page = await deps.cursors.page(query.cursor, scope, (cursor) =>
      query.type
        ? store.entities.productListing.query.byType({ productType: query.type }).go({ cursor, limit: query.limit, order: 'desc' })
        : store.entities.productListing.query.byNewest({}).go({ cursor, limit: query.limit, order: 'desc' }),
    );
    ids = page.data.map((l) => l.productId);
    nextCursor = page.nextCursor;
  }
  const products = await productsById(deps, ids);
  const shown = ids.map((id) => products.get(id)).filter((p): p is ProductItem => Boolean(p) && (!query.type || p!.productType === query.type));
  const counts = await variantCounts(deps, shown);
  return { items: shown.map((p) => toRow(p, counts.get(p.productId) ?? 0)), nextCursor };
}

/** Products by id in one BatchGet (ElectroDB splits it into batches of 100). */
export async function productsById(deps: Pick<Deps, 'store'>, ids: string[]): Promise<Map<string, ProductItem>> {
  if (ids.length === 0) return new Map();
  const found = await deps.store.entities.product.get(ids.map((productId) => ({ productId }))).go();
  return new Map(found.data.map((p) => [p.productId, p]));
}

/**
 * The page's variant counts from their groups' counters, one BatchGet: a product without a group has no variants. A
 * group from before groups counted (an old data folder) is counted from its variants, until its next variant or
 * `npm run recount` writes its count.
 */
async function variantCounts(deps: Pick<Deps, 'store'>, products: readonly ProductItem[]): Promise<Map<string, number>> {
  if (products.length === 0) return new Map();
  const groups = await deps.store.entities.variantGroup.get(products.map((p) => ({ productId: p.productId, productCreatedAt: p.createdAt }))).go();
  const counts = new Map<string, number>();
  await Promise.all(
    groups.data.map(async (g) => {
      counts.set(g.productId, g.variantCount ?? (await deps.store.entities.variant.query.byProduct({ productId: g.productId }).go({ pages: 'all', attributes: ['variantId'] })).data.length);
    }),
  );
  return counts;
}

function toRow(p: ProductItem, variants: number): AdminProductRow {
  return {
    productId: p.productId,
    name: p.name,
    slug: p.slug,
    productType: p.productType,
    category: p.category,
    isActive: p.isActive,
    isPreorder: p.isPreorder,
    imageUrl: p.imageUrl ?? null,
    variantCount: variants,
    createdAt: p.createdAt,
  };
}
