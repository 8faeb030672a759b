import type { SearchHit } from './search-hit';

interface HighlightValue {
  value: string;
}

/** One variant of a product that matches the search and its filters, for a product's card. */
export type MatchingVariant = Pick<SearchHit, 'variant_id' | 'platform' | 'region' | 'face_value' | 'price'>;

/**
 * A hit as the storefront shows it: the record (one per product, its best-ranked variant) with Algolia's highlight
 * and snippet data, and the spec's optional `matching_variants`: every variant of the product the search matched.
 */
export type ResultHit = SearchHit & {
  _highlightResult?: { name?: HighlightValue };
  _snippetResult?: { description?: HighlightValue };
  matching_variants?: MatchingVariant[];
};

/** The part of Algolia's search response that the storefront reads (§7). */
export interface SearchAnswer {
  hits: ResultHit[];
  nbHits: number;
  nbPages: number;
  page: number;
  /** The page size the engine used (Algolia answers it); a result's overall position is page × this + its index. */
  hitsPerPage?: number;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
}
