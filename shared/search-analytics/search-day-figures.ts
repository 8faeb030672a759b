import { estimateDistinct, mergeRegisters, type Registers } from '../tracking/hyperloglog';
import { searchAnalyticsLimits } from './search-analytics-range';

/** One query's figures over a day (or a range). */
export interface QueryFigure {
  query: string;
  searches: number;
  results: number;
  zeroResults: number;
  clicks: number;
  clickPositions: number;
}

/**
 * One UTC day of searches, as its tallies add up: totals, engine time, languages, platforms, the day's busiest queries
 * and its most frequent zero-result queries, and the HyperLogLog sketch of who searched. A closed day is stored like
 * this once (searchDaySummary), so a range reads one item per day, never a day's queries.
 */
export interface SearchDayFigures {
  day: string;
  searches: number;
  results: number;
  zeroResults: number;
  engineMs: number;
  engineSamples: number;
  clicks: number;
  languages: Record<string, number>;
  platforms: Record<string, number>;
  topQueries: QueryFigure[];
  zeroQueries: QueryFigure[];
  registers: Registers;
}

/** How many queries a stored day keeps of each list: far more than shown, so merging days rarely misses a query. */
export const keptQueriesPerDay = 200;

/** A tally row as stored: `t#{shard}` totals, `l#{language}`, `p#{platform}`, `q#{query}`. */
export interface SearchTallyRow {
  key: string;
  searches: number;
  results: number;
  zeroResults: number;
  engineMs: number;
  engineSamples: number;
  clicks?: number;
  clickPositions?: number;
}

export const byCount = (a: QueryFigure, b: QueryFigure) => b.searches - a.searches || a.query.localeCompare(b.query);
export const byZero = (a: QueryFigure, b: QueryFigure) => b.zeroResults - a.zeroResults || a.query.localeCompare(b.query);

/** A day's figures from its tally rows and its searchers' sketch. */
export function dayFigures(day: string, rows: readonly SearchTallyRow[], registers: Registers): SearchDayFigures {
  const figures: SearchDayFigures = { day, searches: 0, results: 0, zeroResults: 0, engineMs: 0, engineSamples: 0, clicks: 0, languages: {}, platforms: {}, topQueries: [], zeroQueries: [], registers };
  const queries: QueryFigure[] = [];
  for (const row of rows) {
    const kind = row.key.slice(0, 2);
    const name = row.key.slice(2);
    if (kind === 't#') addTotals(figures, row);
    else if (kind === 'l#') figures.languages[name] = (figures.languages[name] ?? 0) + row.searches;
    else if (kind === 'p#') figures.platforms[name] = (figures.platforms[name] ?? 0) + row.searches;
    else if (kind === 'q#') queries.push({ query: name, searches: row.searches, results: row.results, zeroResults: row.zeroResults, clicks: row.clicks ?? 0, clickPositions: row.clickPositions ?? 0 });
  }
  figures.topQueries = [...queries].sort(byCount).slice(0, keptQueriesPerDay);
  figures.zeroQueries = queries.filter((q) => q.zeroResults > 0).sort(byZero).slice(0, keptQueriesPerDay);
  return figures;
}

export interface SearchAnalyticsFigures {
  totalSearches: number;
  uniqueUsers: number;
  avgResults: number | null;
  /** Mean engine time of the searches that reported it (`processingTimeMS`), in ms; null when none did. */
  avgEngineMs: number | null;
  zeroResultRate: number | null;
  /** Results opened per 100 searches, and where the opened results stood on average (1 is the first). */
  clickThroughRate: number | null;
  topQueries: (QueryFigure & { avgResults: number; clickThroughRate: number | null; avgClickPosition: number | null })[];
  languages: { language: string; searches: number; share: number }[];
  platforms: { platform: string; searches: number }[];
  zeroResultQueries: QueryFigure[];
}

const round1 = (v: number) => Math.round(v * 10) / 10;
/** Results per search, to one decimal; null with no searches. */
export const resultsPerSearch = (results: number, searches: number): number | null => (searches ? round1(results / searches) : null);
/** Clicks per 100 searches; a shopper may open several results of one search, so it can pass 100. */
const rate = (clicks: number, searches: number) => (searches ? round1((clicks / searches) * 100) : null);

/** One figure per query over several lists (days), counts added. */
export function mergeQueries(lists: readonly (readonly QueryFigure[])[]): QueryFigure[] {
  const merged = new Map<string, QueryFigure>();
  for (const list of lists)
    for (const q of list) {
      const seen = merged.get(q.query);
      if (seen) {
        seen.searches += q.searches;
        seen.results += q.results;
        seen.zeroResults += q.zeroResults;
        seen.clicks += q.clicks ?? 0;
        seen.clickPositions += q.clickPositions ?? 0;
      } else merged.set(q.query, { ...q, clicks: q.clicks ?? 0, clickPositions: q.clickPositions ?? 0 });
    }
  return [...merged.values()];
}

type Totals = Pick<SearchDayFigures, 'searches' | 'results' | 'zeroResults' | 'engineMs' | 'engineSamples' | 'clicks'>;

/** Adds one total row's (or one day's) searches, results, engine time and clicks into a day's (or a week's) figures. */
export function addTotals(into: Totals, from: Omit<Totals, 'clicks'> & { clicks?: number | undefined }): void {
  into.searches += from.searches;
  into.results += from.results;
  into.zeroResults += from.zeroResults;
  into.engineMs += from.engineMs;
  into.engineSamples += from.engineSamples;
  into.clicks += from.clicks ?? 0;
}

export const addCounts = (into: Record<string, number>, from: Record<string, number>) => {
  for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
};

/**
 * A range's figures from its days. Top queries are merged from each day's kept 200, so a query that never made any
 * day's 200 is missed: with the screen's top 10, only on a range whose days have thousands of near-equal queries.
 */
export function rangeFigures(days: readonly SearchDayFigures[]): SearchAnalyticsFigures {
  const total = days.reduce((s, d) => s + d.searches, 0);
  const results = days.reduce((s, d) => s + d.results, 0);
  const zero = days.reduce((s, d) => s + d.zeroResults, 0);
  const engineMs = days.reduce((s, d) => s + d.engineMs, 0);
  const engineSamples = days.reduce((s, d) => s + d.engineSamples, 0);
  const clicks = days.reduce((s, d) => s + (d.clicks ?? 0), 0);
  const languages: Record<string, number> = {};
  const platforms: Record<string, number> = {};
  for (const d of days) {
    addCounts(languages, d.languages);
    addCounts(platforms, d.platforms);
  }
  return {
    totalSearches: total,
    uniqueUsers: total === 0 ? 0 : Math.min(total, Math.max(1, estimateDistinct(mergeRegisters(days.map((d) => d.registers))))),
    avgResults: resultsPerSearch(results, total),
    avgEngineMs: engineSamples ? round1(engineMs / engineSamples) : null,
    zeroResultRate: total ? round1((zero / total) * 100) : null,
    clickThroughRate: rate(clicks, total),
    // A query clicked today but searched on an earlier day has clicks and no searches here: not a top query.
    topQueries: mergeQueries(days.map((d) => d.topQueries))
      .filter((q) => q.searches > 0)
      .sort(byCount)
      .slice(0, searchAnalyticsLimits.topQueries)
      .map((q) => ({ ...q, avgResults: round1(q.results / q.searches), clickThroughRate: rate(q.clicks, q.searches), avgClickPosition: q.clicks ? round1(q.clickPositions / q.clicks) : null })),
    languages: Object.entries(languages)
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .map(([language, searches]) => ({ language, searches, share: total ? round1((searches / total) * 100) : 0 })),
    platforms: Object.entries(platforms)
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, searchAnalyticsLimits.platforms)
      .map(([platform, searches]) => ({ platform, searches })),
    zeroResultQueries: mergeQueries(days.map((d) => d.zeroQueries)).filter((q) => q.zeroResults > 0).sort(byZero).slice(0, searchAnalyticsLimits.zeroResultQueries),
  };
}
