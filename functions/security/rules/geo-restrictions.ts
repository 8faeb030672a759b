import type { Deps } from '../../lib/deps';
import type { GeoRestrictionItem } from '../../lib/data/entities/geo-restriction';

const cacheMs = 15_000;
let cached: { at: number; list: GeoRestrictionItem[]; store: unknown } | undefined;

/** The whole (short) restrictions list, one Query at most per 15 s per process. */
export async function geoRestrictions(deps: Pick<Deps, 'store'>): Promise<GeoRestrictionItem[]> {
  const now = Date.now();
  if (cached && cached.store === deps.store && now - cached.at < cacheMs) return cached.list;
  const list = (await deps.store.entities.geoRestriction.query.all({}).go({ pages: 'all' })).data;
  cached = { at: now, list, store: deps.store };
  return list;
}

export function forgetGeoRestrictions(): void {
  cached = undefined;
}
