import type { Deps } from '../../lib/deps';
import type { GeoRestrictionItem } from '../../lib/data/entities/geo-restriction';
import { TtlCache } from '../../lib/cache/ttl-cache';

const cacheMs = 15_000;
// Per store (each test has a table of its own); a burst of checkouts shares one Query, and a failed read is not kept.
let caches = new WeakMap<object, TtlCache<GeoRestrictionItem[]>>();

/** The whole (short) restrictions list, one Query at most per 15 s per process. */
export function geoRestrictions(deps: Pick<Deps, 'store'>): Promise<GeoRestrictionItem[]> {
  let cache = caches.get(deps.store);
  if (!cache) caches.set(deps.store, (cache = new TtlCache(cacheMs)));
  return cache.get('all', async () => (await deps.store.entities.geoRestriction.query.all({}).go({ pages: 'all' })).data);
}

export function forgetGeoRestrictions(): void {
  caches = new WeakMap();
}
