import type { PlatformCount } from '../../shared/storefront/storefront-views';
import type { SearchHit } from '../../shared/search/search-hit';
import type { Deps } from '../lib/deps';

/** Products per platform, from the search records the index sync keeps (one per sellable variant): a Query, not a Scan. */
export async function platformCounts(deps: Deps): Promise<PlatformCount[]> {
  const records = await deps.store.entities.searchRecord.query.all({}).go({ pages: 'all' });
  const products = new Map<string, { name: string; ids: Set<string> }>();
  for (const record of records.data) {
    const hit = record.hit as SearchHit;
    const entry = products.get(hit.platform.code) ?? { name: hit.platform.name, ids: new Set<string>() };
    entry.ids.add(hit.product_id);
    products.set(hit.platform.code, entry);
  }
  return [...products]
    .map(([code, { name, ids }]) => ({ code, name, count: ids.size }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
