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
 * Closed days' figures, by the set of days asked for: a closed day never changes, so a warm function answers a range
 * it has read in the last ten minutes without reading its 90 summaries (about 2 MB) again. Today is never in here.
 */
const closedCache = new TtlCache<Map<string, SearchDayFigures>>(10 * 60_000, { maxEntries: 8 });

/** Closed days' figures from their stored summaries (one batch read); a day not yet summarised is summed once and stored. */
async function closedDays(deps: ReaderDeps, closed: readonly string[]): Promise<Map<string, SearchDayFigures>> {
  const figures = new Map<string, SearchDayFigures>();
  const { data } = await deps.store.entities.searchDaySummary.get(closed.map((day) => ({ day }))).go();
  for (const item of data) figures.set(item.day, JSON.parse(item.figures) as SearchDayFigures);
  await Promise.all(
    closed
      .filter((day) => !figures.has(day))
      .map(async (day) => {
        const summed = await fromTallies(deps, day);
        try {
          await deps.store.entities.searchDaySummary.create({ day, figures: JSON.stringify(summed), expiresAt: expiresAfterDays(new Date(`${day}T00:00:00Z`), searchTallyRetentionDays) }).go({ response: 'none' });
        } catch (error) {
          // Another reader summarised it first: the same figures.
          if (!isConditionFailure(error)) throw error;
        }
        figures.set(day, summed);
      }),
  );
  return figures;
}

/**
 * The figures of the given days, oldest first. Closed days come from their stored summaries (closedDays, cached);
 * today, and a day that ended minutes ago, are summed live from their tallies (cached 15 s).
 */
export async function searchDays(deps: ReaderDeps, days: readonly string[]): Promise<SearchDayFigures[]> {
  const nowMs = deps.now().getTime();
  const settled = (day: string) => Date.parse(`${day}T00:00:00Z`) + 86_400_000 + settleMs <= nowMs;
  const closed = days.filter(settled);
  const stored = closed.length ? await closedCache.get(closed.join(','), () => closedDays(deps, closed), nowMs) : new Map<string, SearchDayFigures>();
  return Promise.all(days.map((day) => stored.get(day) ?? liveCache.get(day, () => fromTallies(deps, day), nowMs)));
}
