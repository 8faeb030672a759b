import type { PlatformCount } from '../../shared/storefront/storefront-views';
import { referenceLookup } from '../catalog/reference-lookup';
import type { Deps } from '../lib/deps';
import { listedCounts } from '../search/platform-listings';

/**
 * Products on sale per platform: the counters the index sync keeps with each product's listings (one BatchGet over the
 * platforms), never the search records themselves, which at a real store's size are tens of thousands of items.
 */
export async function platformCounts(deps: Deps): Promise<PlatformCount[]> {
  const { platforms } = await referenceLookup(deps);
  const counts = await listedCounts(deps, [...platforms.keys()]);
  return [...platforms.values()]
    .map((p) => ({ code: p.code, name: p.name, count: counts.get(p.platformId) ?? 0 }))
    .filter((p) => p.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}
