import type { MultiSearch } from '../../../../shared/search/product-search';

/**
 * What the server reads from the search engine: the browser's own searches, for pages it renders. It holds only
 * the public search-only key, so a function that reads can never write to the index.
 */
export interface SearchReader {
  search: MultiSearch;
}

export class SearchReaderNotConfiguredError extends Error {
  override name = 'SearchReaderNotConfiguredError';
}
