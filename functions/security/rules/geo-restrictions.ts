import type { Deps } from '../../lib/deps';
import type { GeoRestrictionItem } from '../../lib/data/entities/geo-restriction';

const cacheMs = 15_000;
// The read itself is kept, not only its answer, so a burst of checkouts waits for one Query instead of sending one each.
let cached: { at: number; list: Promise<GeoRestrictionItem[]>; store: unknown } | undefined;

/** The whole (short) restrictions list, one Query at most per 15 s per process. */
export function geoRestrictions(deps: Pick<Deps, 'store'>): Promise<GeoRestrictionItem[]> {
  const now = Date.now();
  if (cached && cached.store === deps.store && now - cached.at < cacheMs) return cached.list;
  const list = deps.store.entities.geoRestriction.query
    .all({})
    .go({ pages: 'all' })
    .then((r) => r.data);
  const entry = { at: now, list, store: deps.store };
  cached = entry;
  // A failed read is not kept: the next checkout asks again.
  list.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return list;
}

export function forgetGeoRestrictions(): void {
  cached = undefined;
}
