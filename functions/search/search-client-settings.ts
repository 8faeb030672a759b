import * as z from 'zod';
import { localAlgoliaAppId, localSearchApiKey, type SearchClientConfig } from '../../shared/search/search-client-config';
import { localHost } from '../lib/adapters/search-index/search-index-from-config';

export { localSearchApiKey };

const settingsSchema = z.object({
  ALGOLIA_APP_ID: z.string().min(1).optional(),
  ALGOLIA_SEARCH_KEY: z.string().min(1).optional(),
  PUBLIC_BASE_URL: z.url().default('http://localhost:3000'),
});

/**
 * The SPA's search settings from the function's environment: Algolia's application and search-only key on AWS
 * (hosts null: the client's own Algolia hosts), the embedded engine behind the local gateway otherwise. Throws on
 * an application without its key, so a misconfigured function fails at cold start.
 */
export function searchClientSettings(env: NodeJS.ProcessEnv): SearchClientConfig {
  const s = settingsSchema.parse(env);
  if (s.ALGOLIA_APP_ID) {
    if (!s.ALGOLIA_SEARCH_KEY) throw new Error('Invalid search settings: ALGOLIA_SEARCH_KEY must be set with ALGOLIA_APP_ID');
    return { appId: s.ALGOLIA_APP_ID, searchApiKey: s.ALGOLIA_SEARCH_KEY, hosts: null };
  }
  return { appId: localAlgoliaAppId, searchApiKey: localSearchApiKey, hosts: [localHost(s.PUBLIC_BASE_URL)] };
}
