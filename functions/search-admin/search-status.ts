import { indexHealth } from '../../shared/search-admin/index-health';
import type { SearchStatus } from '../../shared/search-admin/search-status';
import { indexName, searchLanguages } from '../../shared/search/index-names';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';

/** Settled value or null, with the part named in `unavailable`: one source down must not blank the other cards. */
async function part<T>(name: string, read: () => Promise<T>, unavailable: string[]): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    logger.warn('search status part unavailable', { part: name, error });
    unavailable.push(name);
    return null;
  }
}

/**
 * Search Management's four cards from their sources (intelligence §2, §4): the engine's record counts, the sync
 * queue's and its DLQ's attributes, the engine's operation counts against the configured plan, and the health rule.
 */
export async function searchStatus(deps: Pick<Deps, 'store' | 'searchIndex' | 'queueDrains' | 'config' | 'now'>): Promise<SearchStatus> {
  const unavailable: string[] = [];
  const [counts, queue, usage, lastSync] = await Promise.all([
    part('index records', () => deps.searchIndex.recordCounts(), unavailable),
    part('queue status', () => deps.queueDrains['search-index'].depth(), unavailable),
    part('search quota', () => deps.searchIndex.usage(), unavailable),
    deps.store.entities.searchSyncStatus.get({ key: 'last-sync' }).go().then((r) => r.data),
  ]);
  const byIndex = counts ? Object.fromEntries(searchLanguages.map((l) => [indexName(l), counts[indexName(l)] ?? 0])) : null;
  const { health, reasons } = indexHealth({
    pending: queue?.pending ?? 0,
    inFlight: queue?.inFlight ?? 0,
    deadLetters: queue?.deadLetters ?? 0,
    lastSyncFailed: lastSync ? !lastSync.ok : false,
  });
  return {
    indexRecords: byIndex ? { total: Object.values(byIndex).reduce((n, c) => n + c, 0), byIndex } : null,
    queue,
    quota: usage ? { ...usage, limit: deps.config.SEARCH_OPERATIONS_QUOTA } : null,
    // The sync queue could not be read: the health is not known to be good.
    health: queue ? health : 'warning',
    healthReasons: queue ? reasons : ['the sync queue could not be read', ...reasons],
    lastSync: lastSync ? { at: lastSync.at, ok: lastSync.ok, products: lastSync.products, error: lastSync.error ?? null } : null,
    unavailable,
    checkedAt: deps.now().toISOString(),
  };
}
