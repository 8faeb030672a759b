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
 * products are one BatchGet and their variant counts one Query each, in parallel.
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
  const rows = await Promise.all(
    ids
      .map((id) => products.get(id))
      .filter((p): p is ProductItem => Boolean(p) && (!query.type || p!.productType === query.type))
      .map(async (p) => toRow(p, await variantCount(deps, p.productId))),
  );
  return { items: rows, nextCursor };
}

async function productsById(deps: Pick<Deps, 'store'>, ids: string[]): Promise<Map<string, ProductItem>> {
  if (ids.length === 0) return new Map();
  const found = await deps.store.entities.product.get(ids.map((productId) => ({ productId }))).go();
  return new Map(found.data.map((p) => [p.productId, p]));
}

async function variantCount(deps: Pick<Deps, 'store'>, productId: string): Promise<number> {
  const variants = await deps.store.entities.variant.query.byProduct({ productId }).go({ pages: 'all', attributes: ['variantId'] });
  return variants.data.length;
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
