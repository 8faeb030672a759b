import { quoteValue } from './search-filters';
import type { SearchAnswer } from './search-answer';
import type { SearchRequest } from './search-request';

type Facets = Record<string, Record<string, number>>;

/**
 * Panel facets whose values can differ between a product's variants: a game on Steam and Xbox, a card in $10 and
 * $100. The index counts every panel facet after distinct (`afterDistinct`), which Algolia does over the one
 * variant it keeps per product, so for these a product counts under its best variant's value only, and a value
 * only its other variants have is missing. Their counts are therefore asked for value by value.
 */
export const variantFacets = ['platform.code', 'region.code', 'price_range'] as const;

/** A search that answers only counts: no hits, nothing highlighted, not logged in analytics. */
export interface CountRequest {
  indexName: string;
  query: string;
  filters: string;
  distinct: boolean;
  facets: string[];
  hitsPerPage: 0;
  page: 0;
  attributesToRetrieve: string[];
  attributesToHighlight: string[];
  attributesToSnippet: string[];
  analytics: false;
  clickAnalytics: false;
  synonyms?: boolean;
}

const counting = (request: SearchRequest, filters: string, distinct: boolean, facets: string[]): CountRequest => ({
  indexName: request.indexName,
  query: request.query,
  filters,
  distinct,
  facets,
  hitsPerPage: 0,
  page: 0,
  attributesToRetrieve: [],
  attributesToHighlight: [],
  attributesToSnippet: [],
  analytics: false,
  clickAnalytics: false,
  ...(request.synonyms === false ? { synonyms: false } : {}),
});

/** The variant facets the page asks for. */
export const askedVariantFacets = (request: SearchRequest): string[] => request.facets.filter((f) => (variantFacets as readonly string[]).includes(f));

/** The page's search without distinct, counting the variant facets in variants: which values its matches have, and an upper bound. */
export function facetValuesRequest(request: SearchRequest): CountRequest {
  return counting(request, request.filters, false, askedVariantFacets(request));
}

/** What choosing `value` of `attribute` leads to: the page's search with that filter added, counting products. */
export function valueCountRequest(request: SearchRequest, attribute: string, value: string): CountRequest {
  const clause = `${attribute}:${quoteValue(value)}`;
  return counting(request, request.filters ? `${request.filters} AND ${clause}` : clause, true, []);
}

export interface FacetValue {
  attribute: string;
  value: string;
}

/**
 * Each variant facet's values with the products they lead to where the two answers settle it, and the values
 * they do not. A value of the only one the matches have (the chosen one, say) leads to every product; otherwise
 * its products are at least the products whose kept variant has it (and at least one), and at most its variants.
 */
export function settledCounts(page: SearchAnswer, variantCounts: Facets, attributes: readonly string[]): { settled: Facets; open: FacetValue[] } {
  const settled: Facets = {};
  const open: FacetValue[] = [];
  for (const attribute of attributes) {
    const values = Object.entries(variantCounts[attribute] ?? {});
    const kept = page.facets?.[attribute] ?? {};
    settled[attribute] = {};
    for (const [value, variants] of values) {
      const least = values.length === 1 ? page.nbHits : Math.max(kept[value] ?? 0, 1);
      const most = Math.min(variants, page.nbHits);
      if (least >= most) settled[attribute][value] = most;
      else open.push({ attribute, value });
    }
  }
  return { settled, open };
}

/** The page's facets with each variant facet counted in products, values most frequent first. */
export function withProductCounts(page: SearchAnswer, settled: Facets, counted: readonly (FacetValue & { count: number })[]): SearchAnswer {
  const facets: Facets = { ...page.facets };
  for (const [attribute, values] of Object.entries(settled)) {
    const all = { ...values };
    for (const { attribute: a, value, count } of counted) if (a === attribute && count > 0) all[value] = count;
    facets[attribute] = Object.fromEntries(Object.entries(all).sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)));
  }
  return { ...page, facets };
}
