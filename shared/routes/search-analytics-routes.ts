import { searchAnalyticsQuerySchema } from '../search-analytics/search-analytics-range';
import { searchClickSchema } from '../search-analytics/search-click';
import type { SearchAnalyticsReport } from '../search-analytics/search-analytics-report';
import { route } from './define-route';

/** Search Analytics (intelligence §2, §9; issue 18): administrators, as every search tool. Part of `routes`. */
export const searchAnalyticsRoutes = {
  adminSearchAnalytics: route<SearchAnalyticsReport>()({
    method: 'GET',
    path: '/api/admin/search/analytics',
    handler: 'search-analytics/search-analytics-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: "A range's searches (24h, 7d, 30d, 90d): totals, distinct searchers, average results and engine time, top queries, the 7-day trend, languages, platforms and zero-result queries with nearest-term suggestions, from daily tallies kept on write.",
    request: { query: searchAnalyticsQuerySchema },
  }),
  recordSearchClick: route<{ recorded: boolean }>()({
    method: 'POST',
    path: '/api/search-clicks',
    handler: 'search-analytics/record-search-click',
    role: 'public',
    needs: { table: 'write' },
    summary: "A shopper opened a search result (results page or dropdown): the query, the product and its position, counted in the day's tallies for click-through and average click position; rate-limited per address.",
    maxBodyBytes: 4 * 1024,
    request: { body: searchClickSchema },
  }),
};
