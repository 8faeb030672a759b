import { nearestQueries } from '../../shared/search-analytics/nearest-terms';
import { lastDays, rangeDays, searchAnalyticsLimits, type SearchAnalyticsRange } from '../../shared/search-analytics/search-analytics-range';
import type { SearchAnalyticsReport } from '../../shared/search-analytics/search-analytics-report';
import { rangeFigures, resultsPerSearch } from '../../shared/search-analytics/search-day-figures';
import type { Deps } from '../lib/deps';
import { searchDays, searchRange } from './search-day-reader';
import { searchVocabulary } from './search-vocabulary';

/**
 * Search Analytics for a range (intelligence §2, §9): the cards, top queries, languages, platforms and zero-result
 * queries with suggestions, from the range's stored weeks and days (and today's tallies), and the last seven days'
 * trend, day by day, whatever the range.
 */
export async function searchAnalytics(deps: Pick<Deps, 'store' | 'now'>, range: SearchAnalyticsRange): Promise<SearchAnalyticsReport> {
  const nowMs = deps.now().getTime();
  const days = rangeDays(range, nowMs);
  const trendDays = lastDays(searchAnalyticsLimits.trendDays, nowMs);
  const [blocks, trend, vocabulary] = await Promise.all([searchRange(deps, days), searchDays(deps, trendDays), searchVocabulary(deps)]);
  const byDay = new Map(trend.map((f) => [f.day, f]));
  const inRange = rangeFigures(blocks);
  return {
    range,
    from: days[0]!,
    to: days.at(-1)!,
    generatedAt: new Date(nowMs).toISOString(),
    ...inRange,
    zeroResultQueries: inRange.zeroResultQueries.map((q) => ({ ...q, suggestions: nearestQueries(q.query, vocabulary) })),
    trends: trendDays.map((day) => {
      const f = byDay.get(day)!;
      return { day, searches: f.searches, zeroResults: f.zeroResults, avgResults: resultsPerSearch(f.results, f.searches) };
    }),
  };
}
