import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { readSearchSettings } from '../search-admin/search-settings-store';
import { searchClientSettings } from './search-client-settings';

// Read once at cold start: a function missing a setting fails to start instead of serving half a configuration.
const settings = searchClientSettings(process.env);

export const handler = apiHandler(routes.getSearchConfig, async ({ deps }) => {
  const stored = await readSearchSettings(deps);
  const config = { ...settings, timeoutMs: stored.searchTimeoutMs, hitsPerPage: stored.maxResultsPerPage, analytics: stored.analyticsEnabled };
  // A minute of public caching: Search Management's settings reach shoppers within it.
  return new ApiReply(200, config, { 'cache-control': 'public, max-age=60' });
});
