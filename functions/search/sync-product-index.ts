import { referenceLookup } from '../catalog/reference-lookup';
import type { Deps } from '../lib/deps';
import { toSearchHits } from './search-hits';

/** Rebuilds a product's search records from the catalogue: one per sellable variant, stale ones removed. */
export async function syncProductIndex(deps: Deps, productId: string): Promise<number> {
  const { searchRecord } = deps.store.entities;
  const [collection, existing, reference] = await Promise.all([
    deps.store.collections.productWithVariants({ productId }).go({ pages: 'all' }),
    searchRecord.query.byProduct({ productId }).go({ pages: 'all' }),
    referenceLookup(deps),
  ]);
  const product = collection.data.product[0];
  const hits = product ? toSearchHits(product, collection.data.variant, reference, deps.now()) : [];
  const keep = new Set(hits.map((h) => h.objectID));
  const stale = existing.data.filter((r) => !keep.has(r.objectID)).map((r) => ({ productId, objectID: r.objectID }));
  if (hits.length) await searchRecord.put(hits.map((hit) => ({ objectID: hit.objectID, productId, hit }))).go();
  if (stale.length) await searchRecord.delete(stale).go();
  return hits.length;
}
