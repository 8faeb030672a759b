import { indexName, type SearchLanguage, type SearchSort } from '../../../../../shared/search/index-names';
import { dropdownHitsPerPage, highlightPostTag, highlightPreTag, pageFacets, pageHitsPerPage } from './search-constants';

/** Which screen asks: the header dropdown or the results page. */
export type SearchKind = 'dropdown' | 'page';

export interface SearchInput {
  kind: SearchKind;
  query: string;
  filters: string;
  language: SearchLanguage;
  sort?: SearchSort;
  page?: number;
}

/** One request of Algolia's multi-index `search`, with the parameters storefront §7 lists. */
export interface SearchRequest {
  indexName: string;
  query: string;
  hitsPerPage: number;
  page: number;
  facets: string[];
  filters: string;
  highlightPreTag: string;
  highlightPostTag: string;
  attributesToHighlight: string[];
  attributesToSnippet: string[];
  getRankingInfo: boolean;
  analytics: boolean;
  clickAnalytics: boolean;
}

/** Builds the request: 20 hits without facets for the dropdown, 24 hits with the panel's facets for the results page. */
export function buildSearchRequest({ kind, query, filters, language, sort = 'relevance', page = 0 }: SearchInput): SearchRequest {
  const onPage = kind === 'page';
  return {
    indexName: indexName(language, onPage ? sort : 'relevance'),
    query: query.trim(),
    hitsPerPage: onPage ? pageHitsPerPage : dropdownHitsPerPage,
    page: onPage ? page : 0,
    facets: onPage ? [...pageFacets] : [],
    filters,
    highlightPreTag,
    highlightPostTag,
    attributesToHighlight: ['name', 'alternative_phrases', 'platform.name'],
    attributesToSnippet: ['description:20'],
    getRankingInfo: true,
    analytics: true,
    clickAnalytics: true,
  };
}
