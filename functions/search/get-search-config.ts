import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { searchClientSettings } from './search-client-settings';

// Read once at cold start: a function missing a setting fails to start instead of serving half a configuration.
const settings = searchClientSettings(process.env);

export const handler = apiHandler(routes.getSearchConfig, async () =>
  // Short public caching: the settings change only with a deployment.
  new ApiReply(200, settings, { 'cache-control': 'public, max-age=300' }),
);
