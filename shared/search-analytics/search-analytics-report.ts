import type { SearchAnalyticsRange } from './search-analytics-range';
import type { QueryFigure, SearchAnalyticsFigures } from './search-day-figures';

/** What `GET /api/admin/search/analytics` answers: the range's figures, its first and last day, and the 7-day trend. */
export interface SearchAnalyticsReport extends Omit<SearchAnalyticsFigures, 'zeroResultQueries'> {
  range: SearchAnalyticsRange;
  from: string;
  to: string;
  generatedAt: string;
  zeroResultQueries: (QueryFigure & { suggestions: string[] })[];
  trends: { day: string; searches: number; zeroResults: number; avgResults: number | null }[];
}
