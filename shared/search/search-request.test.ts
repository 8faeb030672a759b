import { describe, expect, it } from 'vitest';
import { buildSearchRequest } from './search-request';

const base = { query: ' steam ', filters: 'in_stock:true', language: 'en' as const };

describe('the search request', () => {
  it('asks the dropdown search for 20 hits of the language’s primary index without facets', () => {
    const request = buildSearchRequest({ ...base, kind: 'dropdown', sort: 'price_asc', page: 3 });

    expect(request).toMatchObject({ indexName: 'products_en', query: 'steam', hitsPerPage: 20, page: 0, facets: [], filters: 'in_stock:true' });
  });

  it('asks the results page for 24 hits of the chosen page, with the panel’s facets', () => {
    const request = buildSearchRequest({ ...base, kind: 'page', language: 'pt', page: 2 });

    expect(request).toMatchObject({ indexName: 'products_pt', hitsPerPage: 24, page: 2 });
    expect(request.facets).toEqual(['platform.code', 'region.code', 'categories_without_path', 'developer', 'publisher', 'product_type', 'price_range', 'is_preorder']);
  });

  it.each([
    ['relevance', 'products_es'],
    ['price_asc', 'products_es_price_asc'],
    ['price_desc', 'products_es_price_desc'],
    ['featured', 'products_es_featured'],
    ['popular', 'products_es_popular'],
  ] as const)('sorts the results page by %s through index %s', (sort, index) => {
    expect(buildSearchRequest({ ...base, kind: 'page', language: 'es', sort }).indexName).toBe(index);
  });

  it('asks for one hit per product on both screens', () => {
    expect(buildSearchRequest({ ...base, kind: 'page' }).distinct).toBe(true);
    expect(buildSearchRequest({ ...base, kind: 'dropdown' }).distinct).toBe(true);
  });

  it('carries the highlight, snippet, ranking and analytics parameters of storefront §7', () => {
    expect(buildSearchRequest({ ...base, kind: 'page' })).toMatchObject({
      highlightPreTag: '__nk_hl__',
      highlightPostTag: '__/nk_hl__',
      attributesToHighlight: ['name', 'alternative_phrases', 'platform.name'],
      attributesToSnippet: ['description:20'],
      getRankingInfo: true,
      analytics: true,
      clickAnalytics: true,
    });
  });
});
