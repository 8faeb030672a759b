import { localAlgoliaAppId, localSearchApiKey } from '../../../../shared/search/search-client-config';
import type { Config } from '../../config';
import { provider } from '../../wiring/provider';
import { algoliaHost } from '../search-index/algolia-host';
import { AlgoliaSearchReader } from './algolia-search-reader';
import { SearchReaderNotConfiguredError, type SearchReader } from './search-reader';

/** Algolia with its search-only key on AWS; the embedded engine behind the local gateway on one machine. */
export function searchReaderFromConfig(config: Config): SearchReader {
  if (config.ALGOLIA_APP_ID && config.ALGOLIA_SEARCH_KEY) return new AlgoliaSearchReader({ appId: config.ALGOLIA_APP_ID, searchKey: config.ALGOLIA_SEARCH_KEY });
  if (config.ALGOLIA_HOSTS) return new AlgoliaSearchReader({ appId: localAlgoliaAppId, searchKey: localSearchApiKey, hosts: config.ALGOLIA_HOSTS.split(',').map(algoliaHost) });
  return {
    search: () => Promise.reject(new SearchReaderNotConfiguredError('No search engine: set ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY (AWS) or ALGOLIA_HOSTS (local)')),
  };
}

/** The search engine's reader, for pages rendered from search results (browse pages). */
export const searchReaderProvider = provider({
  name: 'searchReader',
  requires: 'search reads (search)',
  allows: (n) => n.search === true,
  build: searchReaderFromConfig,
});
