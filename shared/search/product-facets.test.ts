import { describe, expect, it } from 'vitest';
import { facetValuesRequest, settledCounts, valueCountRequest, withProductCounts } from './product-facets';
import type { SearchAnswer } from './search-answer';
import { buildSearchRequest } from './search-request';

const request = buildSearchRequest({ kind: 'page', query: 'gift card', filters: 'in_stock:true AND region.code:"US"', language: 'es' });
const page = (nbHits: number, facets: SearchAnswer['facets']): SearchAnswer => ({ hits: [], nbHits, nbPages: 1, page: 0, processingTimeMS: 1, facets });

describe('product counts of the facets whose values differ between variants', () => {
  it('asks which values the matches have with the page’s query and filters, without distinct, hits or analytics', () => {
    expect(facetValuesRequest(request)).toEqual({
      indexName: 'products_es',
      query: 'gift card',
      filters: 'in_stock:true AND region.code:"US"',
      distinct: false,
      facets: ['platform.code', 'region.code', 'price_range'],
      hitsPerPage: 0,
      page: 0,
      attributesToRetrieve: [],
      attributesToHighlight: [],
      attributesToSnippet: [],
      analytics: false,
      clickAnalytics: false,
    });
  });

  it('counts a value with the search choosing it would run: the same filters with the value’s, and distinct', () => {
    expect(valueCountRequest(request, 'platform.code', 'xbox "one"')).toMatchObject({
      filters: 'in_stock:true AND region.code:"US" AND platform.code:"xbox \\"one\\""',
      distinct: true,
      hitsPerPage: 0,
      facets: [],
    });
    expect(valueCountRequest({ ...request, filters: '' }, 'price_range', '10-25').filters).toBe('price_range:"10-25"');
    expect(valueCountRequest({ ...request, synonyms: false }, 'price_range', '10-25').synonyms).toBe(false);
  });

  it.each([
    ['the only value the matches have leads to every product', 4, {}, { steam: 9 }, { steam: 4 }, []],
    ['a value on one variant leads to one product', 4, {}, { steam: 8, xbox: 1 }, { xbox: 1 }, ['steam']],
    ['a value whose variants are all kept ones leads to that many products', 4, { steam: 3, xbox: 1 }, { steam: 3, xbox: 2 }, { steam: 3 }, ['xbox']],
    ['a value with more variants than the search has products is capped at the products', 2, { steam: 2 }, { steam: 5, xbox: 2 }, { steam: 2 }, ['xbox']],
  ] as const)('settles what it can: %s', (_case, nbHits, kept, variants, settled, open) => {
    const result = settledCounts(page(nbHits, { 'platform.code': kept }), { 'platform.code': variants }, ['platform.code']);

    expect(result.settled).toEqual({ 'platform.code': settled });
    expect(result.open.map((v) => v.value)).toEqual(open);
  });

  it('replaces each variant facet with its product counts, most frequent first, and keeps the other facets as counted', () => {
    const answer = withProductCounts(page(5, { 'platform.code': { steam: 4 }, product_type: { key: 5 } }), { 'platform.code': { nintendo: 1 } }, [
      { attribute: 'platform.code', value: 'steam', count: 4 },
      { attribute: 'platform.code', value: 'xbox', count: 2 },
    ]);

    expect(answer.facets).toEqual({ 'platform.code': { steam: 4, xbox: 2, nintendo: 1 }, product_type: { key: 5 } });
    expect(Object.keys(answer.facets!['platform.code']!)).toEqual(['steam', 'xbox', 'nintendo']);
  });
});
