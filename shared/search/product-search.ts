import { askedVariantFacets, facetValuesRequest, settledCounts, valueCountRequest, withProductCounts, type CountRequest } from './product-facets';
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
export type MultiSearch = (requests: readonly (SearchRequest | VariantsRequest | CountRequest)[]) => Promise<unknown[]>;

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

type Counted = { nbHits: number; facets?: Record<string, Record<string, number>> };

/**
 * A product search: the page with one hit per product (and, for the facets panel, which values of the variant
 * facets its matches have), then, when it holds any, the matching variants of those products and the product count
 * of each variant-facet value no answer settled. Two round trips, because the second names the first one's products
 * and values; the second is small and unranked, keeps each card's price and options exact for whatever the search
 * and filters match, and makes every count in the panel the number of results choosing it shows.
 */
export async function searchProducts(run: MultiSearch, request: SearchRequest): Promise<SearchAnswer> {
  const counting = request.distinct && askedVariantFacets(request).length > 0;
  const [page, values] = (await run(counting ? [request, facetValuesRequest(request)] : [request])) as [SearchAnswer, Counted | undefined];
  if (!request.distinct) return page;
  const { settled, open } = values ? settledCounts(page, values.facets ?? {}, askedVariantFacets(request)) : { settled: {}, open: [] };
  const products = [...new Set(page.hits.map((hit) => hit.product_id))];
  const next = [...(products.length > 0 ? [variantsRequest(request, products)] : []), ...open.map(({ attribute, value }) => valueCountRequest(request, attribute, value))];
  const answers = next.length > 0 ? await run(next) : [];
  const variants = products.length > 0 ? (answers.shift() as { hits: (MatchingVariant & { product_id: string })[] }) : null;
  const counted = open.map((facetValue, i) => ({ ...facetValue, count: (answers[i] as Counted).nbHits }));
  const answer = values ? withProductCounts(page, settled, counted) : page;
  return variants ? withMatchingVariants(answer, variants.hits) : answer;
}

/** Where a server-rendered page leaves a search's answer for the browser, which builds the same request and finds it. */
export const searchAnswerKey = (request: SearchRequest): string => `search:${JSON.stringify(request)}`;
