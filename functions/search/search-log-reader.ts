import type { Deps } from '../lib/deps';
import { searchLogShards, type SearchLogItem } from '../lib/data/entities/search-log';

/** Every search logged at or after `from`, newest first: one Query per shard, merged (for the analytics screens). */
export async function searchLogSince(deps: Deps, from: Date): Promise<SearchLogItem[]> {
  const start = from.toISOString();
  const shards = await Promise.all(
    Array.from({ length: searchLogShards }, (_, shard) =>
      deps.store.entities.searchLog.query.bySearchedAt({ shard: String(shard) }).gte({ searchedAt: start }).go({ pages: 'all' }),
    ),
  );
  return shards.flatMap((s) => s.data).sort((a, b) => b.searchedAt.localeCompare(a.searchedAt) || b.logId.localeCompare(a.logId));
}
