import { describe, expect, it } from 'vitest';
import { languageIndexSettings } from '../../shared/search/index-settings';
import { SearchEngine } from './search-engine';
import { SearchEngineError } from './search-engine-error';

/** Variants of a few products (product_id groups them), and records that belong to no group. */
function variantEngine(extra: Record<string, unknown> = {}): SearchEngine {
  const engine = new SearchEngine();
  for (const { index, settings } of languageIndexSettings('en')) {
    engine.setSettings(index, index === 'products_en' ? { ...settings, attributeForDistinct: 'product_id', ...extra } : settings);
  }
  const variant = (objectID: string, productId: unknown, name: string, price: number, fields: Record<string, unknown> = {}) => ({
    objectID,
    ...(productId === undefined ? {} : { product_id: productId }),
    name,
    platform: { name: 'Steam', code: 'steam' },
    region: { name: 'United States', code: 'US' },
    price: { USD: price },
    in_stock: true,
    popularity: 10,
    ...fields,
  });
  const epic = { name: 'Epic Games', code: 'epic' };
  const records = [
    variant('steam-10', 'steam', 'Steam Wallet Gift Card', 10.99, { popularity: 90 }),
    variant('steam-20', 'steam', 'Steam Wallet Gift Card', 20.99, { popularity: 90 }),
    variant('steam-50', 'steam', 'Steam Wallet Gift Card', 55.99, { popularity: 90, region: { name: 'Europe', code: 'EU' } }),
    variant('psn-25', 'psn', 'PlayStation Store Gift Card', 25.99, { popularity: 80, platform: { name: 'PlayStation', code: 'playstation' } }),
    variant('psn-20', 'psn', 'PlayStation Store Gift Card', 22.99, { popularity: 80, platform: { name: 'PlayStation', code: 'playstation' }, region: { name: 'Europe', code: 'EU' } }),
    variant('dock', undefined, 'Steam Deck Dock Gift Card', 30, { popularity: 70 }),
    variant('controller', undefined, 'Steam Controller Gift Card', 40, { popularity: 60 }),
    variant('flagged', true, 'Flagged Gift Card', 5, { popularity: 50, platform: epic }),
    variant('flagged-too', true, 'Flagged Gift Card', 6, { popularity: 50, platform: epic }),
    variant('rounded-a', 1.2, 'Rounded Gift Card', 7, { popularity: 40, platform: epic }),
    variant('rounded-b', 1, 'Rounded Gift Card', 8, { popularity: 40, platform: epic }),
  ];
  engine.batch('products_en', records.map((body) => ({ action: 'addObject' as const, body })));
  return engine;
}

const engine = variantEngine();
const search = (params: Record<string, unknown>, index = 'products_en') => engine.search(index, { hitsPerPage: 50, ...params });
const ids = (params: Record<string, unknown>, index?: string) => search(params, index).hits.map((hit) => hit.objectID);

describe('distinct over attributeForDistinct', () => {
  it('keeps the best-ranked record of each group with distinct true, and counts groups in nbHits', () => {
    const result = search({ query: 'gift card', distinct: true });

    expect(result.hits.map((hit) => hit.objectID)).toEqual(['steam-10', 'psn-25', 'dock', 'controller', 'flagged', 'flagged-too', 'rounded-a']);
    expect(result.nbHits).toBe(7);
  });

  it('treats distinct 1 as true and 0 or false as no deduplication', () => {
    expect(ids({ query: 'gift card', distinct: 1 })).toEqual(ids({ query: 'gift card', distinct: true }));
    expect(search({ query: 'gift card', distinct: 0 }).nbHits).toBe(11);
    expect(search({ query: 'gift card', distinct: false }).nbHits).toBe(11);
  });

  it('keeps the N best of each group with distinct N, group by group, with hitsPerPage and nbHits counting groups', () => {
    const result = search({ query: 'gift card', distinct: 2, hitsPerPage: 2 });

    expect(result.hits.map((hit) => hit.objectID)).toEqual(['steam-10', 'steam-20', 'psn-25', 'psn-20']);
    expect(result).toMatchObject({ nbHits: 7, nbPages: 4, hitsPerPage: 2 });
  });

  it('never deduplicates records without the attribute, or whose value is a boolean', () => {
    const result = search({ query: 'steam', distinct: true });

    expect(result.hits.map((hit) => hit.objectID)).toEqual(['steam-10', 'dock', 'controller']);
    expect(ids({ query: 'flagged', distinct: true })).toEqual(['flagged', 'flagged-too']);
  });

  it('rounds a numeric value to an integer, so 1.2 and 1 are one group', () => {
    expect(ids({ query: 'rounded', distinct: true })).toEqual(['rounded-a']);
  });

  it('pages over groups: no group repeats across pages, and nbPages counts pages of groups', () => {
    const first = search({ query: 'gift card', distinct: true, hitsPerPage: 3, page: 0 });
    const second = search({ query: 'gift card', distinct: true, hitsPerPage: 3, page: 1 });
    const third = search({ query: 'gift card', distinct: true, hitsPerPage: 3, page: 2 });

    expect([first.hits, second.hits, third.hits].map((hits) => hits.map((hit) => hit.objectID))).toEqual([
      ['steam-10', 'psn-25', 'dock'],
      ['controller', 'flagged', 'flagged-too'],
      ['rounded-a'],
    ]);
    expect(first).toMatchObject({ nbHits: 7, nbPages: 3 });
  });

  it('deduplicates after ranking, so the price_asc replica keeps the cheapest record of each group', () => {
    // The replicas took attributeForDistinct from their primary's settings when they were created.
    const replicaEngine = variantEngine();
    const cheapest = replicaEngine.search('products_en_price_asc', { query: 'wallet', distinct: true, filters: 'region.code:US' });
    const dearest = replicaEngine.search('products_en_price_desc', { query: 'store', distinct: true });

    expect(cheapest.hits.map((hit) => [hit.objectID, hit.price])).toEqual([['steam-10', { USD: 10.99 }]]);
    expect(dearest.hits.map((hit) => hit.objectID)).toEqual(['psn-25']);
  });

  it('counts facets over every match by default, and over the records kept with facetingAfterDistinct', () => {
    const plain = variantEngine({ attributesForFaceting: ['region.code', 'platform.code'] });
    const params = { query: 'gift card', facets: ['region.code', 'platform.code'], distinct: true, hitsPerPage: 50 };
    const before = plain.search('products_en', params);
    const after = plain.search('products_en', { ...params, facetingAfterDistinct: true });

    expect(before.facets).toEqual({ 'region.code': { US: 9, EU: 2 }, 'platform.code': { steam: 5, epic: 4, playstation: 2 } });
    expect(after.facets).toEqual({ 'region.code': { US: 7 }, 'platform.code': { epic: 3, steam: 3, playstation: 1 } });
    expect(after.facets_stats).toBeUndefined();
  });

  it('counts an afterDistinct() facet over the records kept and the others over every match', () => {
    const modifiers = variantEngine({ attributesForFaceting: ['afterDistinct(region.code)', 'platform.code', 'afterDistinct(price.USD)'] });

    const result = modifiers.search('products_en', { query: 'gift card', facets: ['region.code', 'platform.code', 'price.USD'], distinct: true });

    expect(result.facets?.['region.code']).toEqual({ US: 7 });
    expect(result.facets?.['platform.code']).toEqual({ steam: 5, epic: 4, playstation: 2 });
    expect(result.facets_stats?.['price.USD']).toMatchObject({ min: 5, max: 40 });
  });

  it('counts every facet of the store’s panel over the variant kept of each product, so a value only other variants have is left out', () => {
    // The store's settings: every panel facet is afterDistinct (issue 37).
    const params = { query: 'gift card', facets: ['platform.code', 'region.code'] };

    const kept = search({ ...params, distinct: true });
    const every = search({ ...params, distinct: false });

    // Steam's and PlayStation's euro cards are not their products' best-ranked variants, so Europe counts none.
    expect(kept.facets).toEqual({ 'platform.code': { epic: 3, steam: 3, playstation: 1 }, 'region.code': { US: 7 } });
    expect(kept.nbHits).toBe(7);
    expect(every.facets).toEqual({ 'platform.code': { steam: 5, epic: 4, playstation: 2 }, 'region.code': { US: 9, EU: 2 } });
  });

  it('counts a value chosen by a filter in products, the products the search finds', () => {
    const answer = search({ query: 'gift card', facets: ['platform.code', 'region.code'], distinct: true, filters: 'region.code:"EU"' });

    expect(answer.nbHits).toBe(2);
    expect(answer.facets).toEqual({ 'platform.code': { playstation: 1, steam: 1 }, 'region.code': { EU: 2 } });
  });

  it('applies the index setting distinct when the search says nothing, and the search overrides it', () => {
    const byDefault = variantEngine({ distinct: 1 });

    expect(byDefault.search('products_en', { query: 'wallet' }).hits.map((hit) => hit.objectID)).toEqual(['steam-10']);
    expect(byDefault.search('products_en', { query: 'wallet', distinct: false }).nbHits).toBe(3);
  });

  it('accepts distinct and ignores it on an index without attributeForDistinct', () => {
    const ungrouped = variantEngine({ attributeForDistinct: undefined });

    expect(ungrouped.search('products_en', { query: 'wallet', distinct: true }).nbHits).toBe(3);
  });

  it('refuses a distinct above 4 or below 0 with a 400, as Algolia does', () => {
    for (const distinct of [5, -1, 1.5, 'two']) {
      expect(() => engine.search('products_en', { query: 'wallet', distinct })).toThrow(SearchEngineError);
    }
    expect(() => engine.search('products_en', { distinct: 5 })).toThrow(/distinct must be a boolean or an integer from 0 to 4/);
  });

  it('counts facet values after distinct in a facet value search when asked', () => {
    const searchable = variantEngine({ attributesForFaceting: ['searchable(region.code)'] });

    const before = searchable.searchForFacetValues('products_en', 'region.code', { facetQuery: '', query: 'wallet', distinct: true });
    const after = searchable.searchForFacetValues('products_en', 'region.code', { facetQuery: '', query: 'wallet', distinct: true, facetingAfterDistinct: true });

    expect(before.facetHits.map((hit) => [hit.value, hit.count])).toEqual([['US', 2], ['EU', 1]]);
    expect(after.facetHits.map((hit) => [hit.value, hit.count])).toEqual([['US', 1]]);
  });
});
