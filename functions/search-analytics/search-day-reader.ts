import { dayFigures, type SearchDayFigures } from '../../shared/search-analytics/search-day-figures';
import type { Registers } from '../../shared/tracking/hyperloglog';
import { TtlCache } from '../lib/cache/ttl-cache';
import { isConditionFailure } from '../lib/data/condition-failure';
import { expiresAfterDays } from '../lib/data/expires-at';
import type { Deps } from '../lib/deps';
import { searchersScope, searchTallyRetentionDays } from './tally-searches';
import { daysOfWeek, splitIntoWeeks, weekFigures } from '../../shared/search-analytics/search-week-figures';

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
 * Closed days' and weeks' figures, by the set asked for: a closed day never changes, so a warm function answers a
 * range it has read in the last ten minutes without reading its summaries again. Today is never in here.
 */
const closedCache = new TtlCache<Map<string, SearchDayFigures>>(10 * 60_000, { maxEntries: 8 });

/** Tests and the search-analytics bench: forget every day read, as a fresh container has none of them. */
export function forgetCachedDays(): void {
  closedCache.clear();
  liveCache.clear();
}

const weekKey = (monday: string) => `week#${monday}`;
const expiresAfterRetention = (day: string) => expiresAfterDays(new Date(`${day}T00:00:00Z`), searchTallyRetentionDays);

/** Stores a summary once; another reader that summarised it first wrote the same figures. */
async function storeSummary(deps: ReaderDeps, key: string, figures: SearchDayFigures, firstDay: string): Promise<void> {
  try {
    await deps.store.entities.searchDaySummary.create({ day: key, figures: JSON.stringify(figures), expiresAt: expiresAfterRetention(firstDay) }).go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Stored summaries by key, in one batch read (ElectroDB splits it at 100 keys). */
async function storedSummaries(deps: ReaderDeps, keys: readonly string[]): Promise<Map<string, SearchDayFigures>> {
  const found = new Map<string, SearchDayFigures>();
  if (!keys.length) return found;
  const { data } = await deps.store.entities.searchDaySummary.get(keys.map((day) => ({ day }))).go();
  for (const item of data) found.set(item.day, JSON.parse(item.figures) as SearchDayFigures);
  return found;
}

/** Closed days' figures from their stored summaries (one batch read); a day not yet summarised is summed once and stored. */
async function closedDays(deps: ReaderDeps, closed: readonly string[]): Promise<Map<string, SearchDayFigures>> {
  const figures = await storedSummaries(deps, closed);
  await Promise.all(
    closed
      .filter((day) => !figures.has(day))
      .map(async (day) => {
        const summed = await fromTallies(deps, day);
        await storeSummary(deps, day, summed, day);
        figures.set(day, summed);
      }),
  );
  return figures;
}

/**
 * A range of closed days as whole weeks (Monday to Sunday) and the days left at either end, all in one batch read:
 * a week's roll-up is made from its seven days the first time it is asked for and stored, so a fresh container reads
 * some 24 summaries for 90 days instead of 89.
 */
async function closedWeeksAndDays(deps: ReaderDeps, closed: readonly string[]): Promise<Map<string, SearchDayFigures>> {
  const { weeks, days } = splitIntoWeeks(closed);
  const stored = await storedSummaries(deps, [...weeks.map(weekKey), ...days]);
  const figures = new Map<string, SearchDayFigures>();
  const missingWeeks = weeks.filter((monday) => !stored.has(weekKey(monday)));
  const missingDays = [...days.filter((d) => !stored.has(d)), ...missingWeeks.flatMap(daysOfWeek)];
  const summed = missingDays.length ? await closedDays(deps, missingDays) : new Map<string, SearchDayFigures>();
  for (const monday of weeks) {
    let week = stored.get(weekKey(monday));
    if (!week) {
      week = weekFigures(monday, daysOfWeek(monday).map((d) => summed.get(d)!));
      await storeSummary(deps, weekKey(monday), week, monday);
    }
    figures.set(weekKey(monday), week);
  }
  for (const day of days) figures.set(day, stored.get(day) ?? summed.get(day)!);
  return figures;
}

const settledAt = (nowMs: number) => (day: string) => Date.parse(`${day}T00:00:00Z`) + 86_400_000 + settleMs <= nowMs;

/**
 * The figures of a range, as blocks to add up (rangeFigures): closed weeks and days from their stored summaries
 * (cached), today and a day that ended minutes ago from their tallies (cached 15 s). Not one block per day: a trend
 * chart reads searchDays.
 */
export async function searchRange(deps: ReaderDeps, days: readonly string[]): Promise<SearchDayFigures[]> {
  const nowMs = deps.now().getTime();
  const settled = settledAt(nowMs);
  const closed = days.filter(settled);
  const stored = closed.length ? await closedCache.get(`range:${closed.join(',')}`, () => closedWeeksAndDays(deps, closed), nowMs) : new Map<string, SearchDayFigures>();
  const open = days.filter((d) => !settled(d));
  return [...stored.values(), ...(await Promise.all(open.map((day) => liveCache.get(day, () => fromTallies(deps, day), nowMs))))];
}

/**
 * The figures of the given days, oldest first. Closed days come from their stored summaries (closedDays, cached);
 * today, and a day that ended minutes ago, are summed live from their tallies (cached 15 s).
 */
export async function searchDays(deps: ReaderDeps, days: readonly string[]): Promise<SearchDayFigures[]> {
  const nowMs = deps.now().getTime();
  const settled = settledAt(nowMs);
  const closed = days.filter(settled);
  const stored = closed.length ? await closedCache.get(closed.join(','), () => closedDays(deps, closed), nowMs) : new Map<string, SearchDayFigures>();
  return Promise.all(days.map((day) => stored.get(day) ?? liveCache.get(day, () => fromTallies(deps, day), nowMs)));
}
