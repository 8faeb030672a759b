/**
 * What the SPA needs to build its algoliasearch lite client, served by `GET /api/search/config`. On AWS it names
 * the Algolia application and its search-only key (public by design), and the client uses Algolia's own hosts.
 * Locally the embedded engine answers on the page's own origin, whatever host name the store was opened at.
 */
export interface SearchClientConfig {
  appId: string;
  searchApiKey: string;
  /** `algolia`: the application's own hosts; `page-origin`: the origin the SPA was loaded from (the local gateway). */
  hosts: 'algolia' | 'page-origin';
  /** Search Management's settings: the read timeout, the most results a page asks for, and whether searches are logged and sent with `analytics`. */
  timeoutMs: number;
  hitsPerPage: number;
  analytics: boolean;
}

/** The embedded engine's application id and public, search-only key; writes need LOCAL_ALGOLIA_ADMIN_KEY. */
export const localAlgoliaAppId = 'local';
export const localSearchApiKey = 'local-search-key';
