import type { SearchLanguage } from './index-names';
import { buildFilters, type SearchSelection } from './search-filters';
import { readSearchPageParams, type SearchPageParams } from './search-page-params';
import { buildSearchRequest, type SearchRequest } from './search-request';

/** What a browse page is pinned to: a platform code (`/platform/{code}`) or a category code (`/category/{slug}`). */
export type BrowsePin = { facet: 'platform' | 'category'; value: string };

/** The address's filters with the page's own pin, which the address cannot lift. */
export function browseSelection(pin: BrowsePin, selection: SearchPageParams['selection']): SearchSelection {
  return { ...selection, [pin.facet]: pin.value };
}

/**
 * A browse page's search: no query text, the pin and the address's filters, sort and page. The server renders
 * the page from this request and the browser builds the same one, so it finds the server's answer.
 */
export function browseRequest(pin: BrowsePin, params: URLSearchParams, language: SearchLanguage): SearchRequest {
  const { selection, sort, page } = readSearchPageParams(params);
  return buildSearchRequest({ kind: 'page', query: '', filters: buildFilters(browseSelection(pin, selection)), language, sort, page });
}
