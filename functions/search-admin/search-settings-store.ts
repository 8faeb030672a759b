import { defaultSearchSettings, indexSettingsOf, type SearchSettings } from '../../shared/search-admin/search-settings';
import { allIndexNames } from '../../shared/search/index-names';
import type { Deps } from '../lib/deps';
import { TtlCache } from '../lib/cache/ttl-cache';

// The storefront's config and the search log read the settings on every call; 30 s is how long a save may take to reach a warm function.
const cached = new WeakMap<Deps['store'], TtlCache<SearchSettings>>();
// Bumped by a save, so every function in this process (the local gateway runs them all) reads the new settings at once.
let generation = 0;

/** The stored settings, or the defaults before the first save. */
export async function readSearchSettings(deps: Pick<Deps, 'store'>, options: { fresh?: boolean } = {}): Promise<SearchSettings> {
  const load = async () => {
    const { data } = await deps.store.entities.searchSettings.get({ key: 'search' }).go({ consistent: options.fresh === true });
    return data ? { searchTimeoutMs: data.searchTimeoutMs, maxResultsPerPage: data.maxResultsPerPage, typoTolerance: data.typoTolerance, analyticsEnabled: data.analyticsEnabled } : defaultSearchSettings;
  };
  if (options.fresh) return load();
  let cache = cached.get(deps.store);
  if (!cache) cached.set(deps.store, (cache = new TtlCache<SearchSettings>(30_000, 2)));
  return cache.get(`search:${generation}`, load);
}

/**
 * Saves the settings and pushes what belongs to the engine (typo tolerance, the default page size) to every index
 * and replica, so the next search follows them. The index is written first: a save that could not reach the engine
 * is refused rather than stored as if it applied.
 */
export async function saveSearchSettings(deps: Pick<Deps, 'store' | 'searchIndex'>, settings: SearchSettings, updatedBy: string | null): Promise<SearchSettings> {
  const pushed = indexSettingsOf(settings);
  await Promise.all(allIndexNames().map((index) => deps.searchIndex.setSettings(index, pushed)));
  await deps.store.entities.searchSettings.put({ key: 'search', ...settings, ...(updatedBy ? { updatedBy } : {}) }).go();
  generation += 1;
  return settings;
}
