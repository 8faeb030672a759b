import { describe, expect, it } from 'vitest';
import { facetValuesRequest, valueCountRequest } from './product-facets';
import { searchAnswerKey, searchProducts, variantsRequest, withMatchingVariants, type MultiSearch } from './product-search';
import type { SearchAnswer } from './search-answer';
import type { SearchHit } from './search-hit';
import { buildSearchRequest } from './search-request';

const request = buildSearchRequest({ kind: 'page', query: 'gift card', filters: 'in_stock:true AND region.code:"US"', language: 'en' });
const variant = (product: string, id: string, usd: number, platform = 'steam') => ({
  product_id: product,
  variant_id: id,
  platform: { code: platform, name: platform },
  region: { code: 'US', name: 'United States' },
  face_value: `$${usd}`,
  price: { USD: usd },
});
const hit = (product: string, id: string, usd: number) => ({ ...variant(product, id, usd), objectID: id, name: product }) as unknown as SearchHit;
const page = (hits: SearchHit[]): SearchAnswer => ({ hits, nbHits: hits.length, nbPages: 1, page: 0, processingTimeMS: 1 });

describe('a product search', () => {
  it('asks for the variants of the page’s products with the same query and filters, without distinct', () => {
    expect(variantsRequest(request, ['prd_a', 'prd "b"'])).toMatchObject({
      indexName: 'products_en',
      query: 'gift card',
      filters: 'in_stock:true AND region.code:"US" AND (product_id:"prd_a" OR product_id:"prd \\"b\\"")',
      distinct: false,
      hitsPerPage: 1000,
      attributesToRetrieve: ['product_id', 'variant_id', 'platform', 'region', 'face_value', 'price'],
      attributesToHighlight: [],
    });
  });

  it('gives each hit its product’s matching variants, cheapest first, and its own variant when none came back', () => {
    const answer = withMatchingVariants(page([hit('prd_a', 'a2', 20), hit('prd_b', 'b1', 5)]), [variant('prd_a', 'a2', 20), variant('prd_a', 'a1', 10)]);

    expect(answer.hits.map((h) => h.matching_variants?.map((v) => v.variant_id))).toEqual([['a1', 'a2'], ['b1']]);
  });

  it('runs the page and the values its matches have, then the variants of its products, in two round trips', async () => {
    const sent: unknown[][] = [];
    const values = { nbHits: 2, facets: { 'platform.code': { steam: 2 }, 'region.code': { US: 2 }, price_range: { '10-25': 1, '0-10': 1 } } };
    const run: MultiSearch = (requests) => {
      sent.push([...requests]);
      return Promise.resolve(sent.length === 1 ? [page([hit('prd_a', 'a2', 20)]), values] : [{ hits: [variant('prd_a', 'a1', 10), variant('prd_a', 'a2', 20)] }]);
    };

    const answer = await searchProducts(run, request);

    expect(sent).toEqual([[request, facetValuesRequest(request)], [variantsRequest(request, ['prd_a'])]]);
    expect(answer.hits[0]?.matching_variants?.map((v) => v.price.USD)).toEqual([10, 20]);
    expect(answer.facets).toMatchObject({ 'platform.code': { steam: 1 }, 'region.code': { US: 1 }, price_range: { '10-25': 1, '0-10': 1 } });
  });

  it('asks, beside the variants, how many products each unsettled value leads to, and shows that count', async () => {
    const sent: unknown[][] = [];
    // Two products, both on Steam; one of them shows its Xbox variant, its only one on Xbox.
    const first = { ...page([hit('prd_a', 'a1', 10), hit('prd_b', 'b1', 20)]), facets: { 'platform.code': { steam: 1, xbox: 1 }, product_type: { gift_card: 2 } } };
    const values = { nbHits: 0, facets: { 'platform.code': { steam: 5, xbox: 1 } } };
    const run: MultiSearch = (requests) => {
      sent.push([...requests]);
      return Promise.resolve(sent.length === 1 ? [first, values] : [{ hits: [] }, { nbHits: 2 }]);
    };

    const answer = await searchProducts(run, request);

    expect(sent[1]).toEqual([variantsRequest(request, ['prd_a', 'prd_b']), valueCountRequest(request, 'platform.code', 'steam')]);
    expect(answer.facets).toEqual({ 'platform.code': { steam: 2, xbox: 1 }, 'region.code': {}, price_range: {}, product_type: { gift_card: 2 } });
  });

  it('asks one search for the dropdown, which shows no facets', async () => {
    const sent: unknown[][] = [];
    const dropdown = buildSearchRequest({ kind: 'dropdown', query: 'gift card', filters: 'in_stock:true', language: 'en' });
    const run: MultiSearch = (requests) => {
      sent.push([...requests]);
      return Promise.resolve(sent.length === 1 ? [page([hit('prd_a', 'a1', 10)])] : [{ hits: [] }]);
    };

    await searchProducts(run, dropdown);

    expect(sent[0]).toEqual([dropdown]);
  });

  it('asks nothing more when the page is empty', async () => {
    let calls = 0;
    const run: MultiSearch = () => {
      calls += 1;
      return Promise.resolve([page([])]);
    };

    await searchProducts(run, request);

    expect(calls).toBe(1);
  });

  it('keys an answer by its whole request', () => {
    expect(searchAnswerKey(request)).not.toBe(searchAnswerKey({ ...request, page: 1 }));
    expect(searchAnswerKey(request)).toBe(searchAnswerKey(buildSearchRequest({ kind: 'page', query: 'gift card', filters: 'in_stock:true AND region.code:"US"', language: 'en' })));
  });
});
