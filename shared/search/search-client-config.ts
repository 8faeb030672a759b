/**
 * What the SPA needs to build its algoliasearch lite client, served by `GET /api/search/config`. On AWS it names
 * the Algolia application and its search-only key (public by design) and `hosts` is null, so the client uses
 * Algolia's own hosts. Locally it names the embedded engine behind the local gateway.
 */
export interface SearchClientConfig {
  appId: string;
  searchApiKey: string;
  /** Host and port without a scheme, as algoliasearch's `hosts` option takes them. */
  hosts: { url: string; protocol: 'http' | 'https' }[] | null;
}

/** The embedded engine's application id and public, search-only key; writes need LOCAL_ALGOLIA_ADMIN_KEY. */
export const localAlgoliaAppId = 'local';
export const localSearchApiKey = 'local-search-key';
