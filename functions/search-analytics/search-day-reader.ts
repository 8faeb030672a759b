import { dayFigures, type SearchDayFigures } from '../../shared/search-analytics/search-day-figures';
import type { Registers } from '../../shared/tracking/hyperloglog';
import { TtlCache } from '../lib/cache/ttl-cache';
import { isConditionFailure } from '../lib/data/condition-failure';
import { expiresAfterDays } from '../lib/data/expires-at';
import type { Deps } from '../lib/deps';
import { searchersScope, searchTallyRetentionDays } from './tally-searches';

type ReaderDeps = Pick<Deps, 'store' | 'now'>;

/** A day is summarised once it ended this long ago, so a batch still in flight at midnight is in it. */
const settleMs = 5 * 60_000;
/** Today's figures are read from its tallies at most this often (admin screens refresh; shoppers never read these). */
const liveCache = new TtlCache<SearchDayFigures>(15_000, { maxEntries: 4 });

/** One day's figures from its tallies: one Query of its partition and one read of its searchers' sketch. */
async function fromTallies(deps: ReaderDeps, day: string): Promise<SearchDayFigures> {
  const [tallies, sketch] = await Promise.all([
    deps.store.entities.searchDayTally.query.byDay({ day }).go({ pages: 'all' }),
    deps.store.entities.visitorSketch.get({ scope: searchersScope(day) }).go(),
  ]);
  return dayFigures(day, tallies.data, (sketch.data?.registers ?? {}) as Registers);
}

/**
 * The figures of the given days, oldest first. Closed days come from their stored summary (one batch read for all of
 * them); a closed day not yet summarised is summed from its tallies once and stored; today, and a day that ended
 * minutes ago, are summed live.
 */
export async function searchDays(deps: ReaderDeps, days: readonly string[]): Promise<SearchDayFigures[]> {
  const nowMs = deps.now().getTime();
  const settled = (day: string) => Date.parse(`${day}T00:00:00Z`) + 86_400_000 + settleMs <= nowMs;
  const closed = days.filter(settled);
  const stored = new Map<string, SearchDayFigures>();
  if (closed.length) {
    const { data } = await deps.store.entities.searchDaySummary.get(closed.map((day) => ({ day }))).go();
    for (const item of data) stored.set(item.day, item.figures as SearchDayFigures);
  }
  return Promise.all(
    days.map(async (day) => {
      const kept = stored.get(day);
      if (kept) return kept;
      if (!settled(day)) return liveCache.get(day, () => fromTallies(deps, day), nowMs);
      const figures = await fromTallies(deps, day);
      try {
        await deps.store.entities.searchDaySummary.create({ day, figures, expiresAt: expiresAfterDays(new Date(`${day}T00:00:00Z`), searchTallyRetentionDays) }).go({ response: 'none' });
      } catch (error) {
        // Another reader summarised it first: the same figures.
        if (!isConditionFailure(error)) throw error;
      }
      return figures;
    }),
  );
}
