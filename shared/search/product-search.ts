import { quoteValue } from './search-filters';
import type { MatchingVariant, SearchAnswer } from './search-answer';
import type { SearchRequest } from './search-request';

/** The variants request: every variant it matches of the page's products, as few fields as the card needs. */
export interface VariantsRequest {
  indexName: string;
  query: string;
  filters: string;
  hitsPerPage: number;
  page: number;
  distinct: false;
  attributesToRetrieve: string[];
  attributesToHighlight: string[];
  attributesToSnippet: string[];
  analytics: false;
  clickAnalytics: false;
}

/** Runs requests as one multi-query round trip (Algolia's `search` with `requests`), answering in order. */
export type MultiSearch = (requests: readonly (SearchRequest | VariantsRequest)[]) => Promise<unknown[]>;

/** Algolia answers at most 1000 hits a page; a page of 24 products never has that many matching variants. */
const maxVariants = 1000;

const variantFields = ['product_id', 'variant_id', 'platform', 'region', 'face_value', 'price'];

/**
 * The same query and filters without distinct, narrowed to the given products: which of their variants match.
 * Its size follows the page (24 products), not the catalogue, however broad the search.
 */
export function variantsRequest(request: SearchRequest, productIds: readonly string[]): VariantsRequest {
  const products = productIds.map((id) => `product_id:${quoteValue(id)}`).join(' OR ');
  return {
    indexName: request.indexName,
    query: request.query,
    filters: `${request.filters} AND (${products})`,
    hitsPerPage: maxVariants,
    page: 0,
    distinct: false,
    attributesToRetrieve: variantFields,
    attributesToHighlight: [],
    attributesToSnippet: [],
    analytics: false,
    clickAnalytics: false,
  };
}

/** Each hit with the variants of its product that the variants answer holds, cheapest first. */
export function withMatchingVariants(answer: SearchAnswer, variants: readonly (MatchingVariant & { product_id: string })[]): SearchAnswer {
  const byProduct = new Map<string, MatchingVariant[]>();
  for (const { product_id, ...variant } of variants) byProduct.set(product_id, [...(byProduct.get(product_id) ?? []), variant]);
  for (const list of byProduct.values()) list.sort((a, b) => a.price.USD - b.price.USD);
  return { ...answer, hits: answer.hits.map((hit) => ({ ...hit, matching_variants: byProduct.get(hit.product_id) ?? [pick(hit)] })) };
}

const pick = ({ variant_id, platform, region, face_value, price }: MatchingVariant): MatchingVariant => ({ variant_id, platform, region, face_value, price });

/**
 * A product search: the page with one hit per product, then, when it holds any, the matching variants of those
 * products. Two round trips, because the second names the first one's products; the second is small and
 * unranked, and keeps each card's price and options exact for whatever the search and filters match.
 */
export async function searchProducts(run: MultiSearch, request: SearchRequest): Promise<SearchAnswer> {
  const [page] = (await run([request])) as [SearchAnswer];
  if (!request.distinct || page.hits.length === 0) return page;
  const [variants] = (await run([variantsRequest(request, [...new Set(page.hits.map((hit) => hit.product_id))])])) as [{ hits: (MatchingVariant & { product_id: string })[] }];
  return withMatchingVariants(page, variants.hits);
}

/** Where a server-rendered page leaves a search's answer for the browser, which builds the same request and finds it. */
export const searchAnswerKey = (request: SearchRequest): string => `search:${JSON.stringify(request)}`;
