import type { RelevanceCase } from './relevance-cases';

/** The fields of a hit the relevance table checks. */
export interface TopHit {
  name: string;
  face_value: string | null;
  platform: { code: string };
  price: { USD: number };
}

/** A results-page request for a relevance case: the storefront's in-stock filter with the case's own. */
export function searchParams(c: RelevanceCase) {
  return {
    query: c.query,
    hitsPerPage: 24,
    filters: c.filters ? `in_stock:true AND (${c.filters})` : 'in_stock:true',
    attributesToHighlight: ['name', 'alternative_phrases', 'platform.name'],
    attributesToSnippet: ['description:20'],
  };
}
