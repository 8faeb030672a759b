import * as z from 'zod';
import { localAlgoliaAppId, localSearchApiKey, type SearchClientConfig } from '../../shared/search/search-client-config';

export { localSearchApiKey };

const settingsSchema = z.object({
  ALGOLIA_APP_ID: z.string().min(1).optional(),
  ALGOLIA_SEARCH_KEY: z.string().min(1).optional(),
});

/**
 * The SPA's search settings from the function's environment: Algolia's application and search-only key on AWS, the
 * embedded engine on the page's own origin otherwise (never a host name the server guessed: the store may be opened
 * at localhost, 127.0.0.1 or any name that reaches the machine). Throws on an application without its key, so a
 * misconfigured function fails at cold start.
 */
export function searchClientSettings(env: NodeJS.ProcessEnv): Pick<SearchClientConfig, 'appId' | 'searchApiKey' | 'hosts'> {
  const s = settingsSchema.parse(env);
  if (s.ALGOLIA_APP_ID) {
    if (!s.ALGOLIA_SEARCH_KEY) throw new Error('Invalid search settings: ALGOLIA_SEARCH_KEY must be set with ALGOLIA_APP_ID');
    return { appId: s.ALGOLIA_APP_ID, searchApiKey: s.ALGOLIA_SEARCH_KEY, hosts: 'algolia' };
  }
  return { appId: localAlgoliaAppId, searchApiKey: localSearchApiKey, hosts: 'page-origin' };
}
