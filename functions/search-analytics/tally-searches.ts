import { talliedPlatform, talliedQuery } from '../../shared/search-analytics/search-analytics-range';
import { dayOf } from '../../shared/tracking/traffic-tally';
import type { SearchLogEntry } from '../../shared/search/search-log-entry';
import { searchTotalShards } from '../lib/data/entities/search-analytics';
import { expiresAfterDays } from '../lib/data/expires-at';
import type { Deps } from '../lib/deps';
import { raiseRegister } from '../tracking/traffic-writes';

/** Days a day's tallies and searchers' sketch are kept: the 90-day range, and a margin. */
export const searchTallyRetentionDays = 100;

interface Increment {
  searches: number;
  results: number;
  zeroResults: number;
  engineMs: number;
  engineSamples: number;
}

/** The sketch of a day's distinct searchers. */
export const searchersScope = (day: string) => `searchers#${day}`;

/**
 * Moves the day's Search Analytics tallies for one accepted batch of the search log: the batch folded in memory to one
 * `ADD` per figure it touches (one totals shard picked per batch, its languages, platforms and queries), and the
 * searcher raised in the day's HyperLogLog sketch. Bucketed by the server's day, so a closed day never changes.
 */
export async function tallySearches(deps: Pick<Deps, 'store' | 'now'>, searcher: string, entries: readonly SearchLogEntry[]): Promise<void> {
  const now = deps.now();
  const day = dayOf(now.getTime());
  const increments = new Map<string, Increment>();
  const add = (key: string, e: SearchLogEntry) => {
    const inc = increments.get(key) ?? { searches: 0, results: 0, zeroResults: 0, engineMs: 0, engineSamples: 0 };
    inc.searches += 1;
    inc.results += e.resultsCount;
    if (e.resultsCount === 0) inc.zeroResults += 1;
    if (e.processingTimeMs !== undefined) {
      inc.engineMs += e.processingTimeMs;
      inc.engineSamples += 1;
    }
    increments.set(key, inc);
  };
  const totals = `t#${Math.floor(Math.random() * searchTotalShards)}`;
  for (const e of entries) {
    const query = talliedQuery(e.query);
    if (!query) continue;
    const platform = talliedPlatform(e.platform);
    add(totals, e);
    add(`l#${e.language}`, e);
    if (platform) add(`p#${platform}`, e);
    add(`q#${query}`, e);
  }
  const expiresAt = expiresAfterDays(now, searchTallyRetentionDays);
  await Promise.all([
    ...[...increments].map(([key, inc]) => deps.store.entities.searchDayTally.update({ day, key }).add(inc).set({ expiresAt }).go({ response: 'none' })),
    raiseRegister(deps.store, searchersScope(day), searcher, now.getTime(), searchTallyRetentionDays),
  ]);
}
