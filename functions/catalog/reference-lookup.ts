import type { Deps } from '../lib/deps';
import type { PlatformItem } from '../lib/data/entities/platform';
import type { RegionItem } from '../lib/data/entities/region';
import { TtlCache } from '../lib/cache/ttl-cache';

export interface ReferenceLookup {
  platforms: Map<string, PlatformItem>;
  regions: Map<string, RegionItem>;
}

let cache: TtlCache<ReferenceLookup> | undefined;

/** With caching switched off (tests, CATALOG_CACHE_MS=0) nothing stale is ever served either. */
export const staleWindow = (cacheMs: number) => (cacheMs > 0 ? 60_000 : 0);

/** Platforms and regions by id; each is one single-partition Query, cached like the catalogue. */
export function referenceLookup(deps: Deps): Promise<ReferenceLookup> {
  cache ??= new TtlCache(Math.max(deps.config.CATALOG_CACHE_MS, 1000), { staleWhileRevalidateMs: staleWindow(deps.config.CATALOG_CACHE_MS) });
  return cache.get('reference', async () => {
    const [platforms, regions] = await Promise.all([
      deps.store.entities.platform.query.byId({}).go({ pages: 'all' }),
      deps.store.entities.region.query.byId({}).go({ pages: 'all' }),
    ]);
    return {
      platforms: new Map(platforms.data.map((p) => [p.platformId, p])),
      regions: new Map(regions.data.map((r) => [r.regionId, r])),
    };
  });
}
