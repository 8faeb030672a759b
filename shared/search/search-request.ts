import { indexName, type SearchLanguage, type SearchSort } from './index-names';

/** Storefront §9: 20 hits for the header dropdown, 24 on the results page. */
export const dropdownHitsPerPage = 20;
export const pageHitsPerPage = 24;

/** Algolia's pre and post highlight tags for our requests; split into text parts, never injected as HTML. */
export const highlightPreTag = '__nk_hl__';
export const highlightPostTag = '__/nk_hl__';

/** Facets the results page shows; price_range counts the price buckets, is_preorder the availability. */
export const pageFacets = ['platform.code', 'region.code', 'categories_without_path', 'developer', 'publisher', 'product_type', 'price_range', 'is_preorder'] as const;
export type PageFacet = (typeof pageFacets)[number];

/**
 * What a card, a dropdown entry or a suggestion shows of a hit: the rest of the record (phrases, keywords, ranking
 * fields) is for the engine, and leaving it out keeps answers (and the state a server-rendered page carries) small.
 */
export const retrievedAttributes = [
  'product_id',
  'variant_id',
  'name',
  'slug',
  'description',
  'image_url',
  'platform',
  'region',
  'product_type',
  'face_value',
  'price',
  'in_stock',
  'is_preorder',
  'rating',
  'review_count',
] as const;

/** Which screen asks: the header dropdown or the results page (search and browse pages alike). */
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
  /** One hit per product (its best-ranked variant; the cheapest on the price_asc replica); hits, pages and nbHits count products. */
  distinct: boolean;
  attributesToRetrieve: string[];
  highlightPreTag: string;
  highlightPostTag: string;
  attributesToHighlight: string[];
  attributesToSnippet: string[];
  getRankingInfo: boolean;
  analytics: boolean;
  clickAnalytics: boolean;
  /** False to search without the index's synonyms: the Synonyms tab's "before" column. */
  synonyms?: boolean;
}

/**
 * Builds the request: 20 hits without facets for the dropdown, 24 hits with the panel's facets for the results page;
 * both one hit per product. The server renders browse pages from the same request, so its key matches the browser's.
 */
export function buildSearchRequest({ kind, query, filters, language, sort = 'relevance', page = 0 }: SearchInput): SearchRequest {
  const onPage = kind === 'page';
  return {
    indexName: indexName(language, onPage ? sort : 'relevance'),
    query: query.trim(),
    hitsPerPage: onPage ? pageHitsPerPage : dropdownHitsPerPage,
    page: onPage ? page : 0,
    facets: onPage ? [...pageFacets] : [],
    filters,
    distinct: true,
    attributesToRetrieve: [...retrievedAttributes],
    highlightPreTag,
    highlightPostTag,
    attributesToHighlight: ['name', 'alternative_phrases', 'platform.name'],
    attributesToSnippet: ['description:20'],
    getRankingInfo: true,
    analytics: true,
    clickAnalytics: true,
  };
}
