import type { ProductItem } from '../lib/data/entities/product';
import type { Deps } from '../lib/deps';

const pageSize = 200;
/** What one bulk operation reads at most: ten listing pages, 2,000 products. */
export const maxListedProducts = 2_000;

/**
 * Hands the listed products to `each`, newest first, a listing page (and one BatchGet) at a time, up to `max` (2,000),
 * until `each` answers 'stop'; answers whether the catalogue went on beyond what was read. The bound keeps a bulk
 * operation inside one API call's time.
 */
export async function forListedProducts(
  deps: Pick<Deps, 'store'>,
  each: (products: ProductItem[]) => void | 'stop',
  max: number = maxListedProducts,
): Promise<{ truncated: boolean }> {
  let cursor: string | null = null;
  for (let read = 0; read < max; read += pageSize) {
    const listing: { data: { productId: string }[]; cursor: string | null } = await deps.store.entities.productListing.query.byNewest({}).go({ cursor, limit: pageSize, order: 'desc' });
    const found = listing.data.length ? (await deps.store.entities.product.get(listing.data.map((l) => ({ productId: l.productId }))).go()).data : [];
    const byId = new Map(found.map((p) => [p.productId, p]));
    const answer = each(listing.data.map((l) => byId.get(l.productId)).filter((p): p is ProductItem => Boolean(p)));
    cursor = listing.cursor;
    if (!cursor) return { truncated: false };
    if (answer === 'stop') return { truncated: true };
  }
  return { truncated: true };
}
