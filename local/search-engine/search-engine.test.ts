import { describe, expect, it } from 'vitest';
import { primaryIndexSettings } from '../../shared/search/index-settings';
import { SearchEngine } from './search-engine';
import { fixtureEngine } from './search-engine-fixtures';
import { SearchEngineError } from './search-engine-error';

interface Highlighted {
  value: string;
  matchLevel: string;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}
interface Hit {
  _highlightResult: { name: Highlighted; alternative_phrases: Highlighted[]; platform: { name: Highlighted } };
  _snippetResult: { description: { value: string; matchLevel: string } };
}

const engine = fixtureEngine();
const ids = (params: Record<string, unknown>, index = 'products_en') => engine.search(index, { hitsPerPage: 50, ...params }).hits.map((hit) => hit.objectID);

describe('typo tolerance and prefixes', () => {
  it.each([
    ['stem gift card', ['steam-card'], '1 typo from 4 characters'],
    ['staem wallet', ['steam-card'], 'a swap of neighbours counts as one typo'],
    ['stm gift', [], 'no typo under 4 characters'],
    ['pokemom scarlet', ['pokemon'], '1 typo in a 7-character word'],
    ['pkemom scarlet', [], 'not 2 typos under 8 characters'],
    ['cybarpank 2077', ['cyberpunk'], '2 typos from 8 characters'],
    ['cybarpanc 2077', [], 'not 3 typos'],
    ['tteam wallet', [], 'a typo on the first letter counts as two, more than 5 characters allow'],
    ['team wallet', [], 'a missing first letter is a typo on the first letter'],
    ['zyberpunk 2077', ['cyberpunk'], 'a typo on the first letter from 8 characters'],
    ['zybarpunk 2077', ['cyberpunk'], 'a third typo only after one on the first letter'],
    ['zybarpank 2077', [], 'not 3 typos beyond the first letter'],
    ['fortn', ['fortnite'], 'the last word is a prefix'],
    ['fortn bucks', [], 'only the last word is a prefix'],
    ['call of du', ['cod'], 'a prefix after full words'],
    ['pokemon', ['pokemon'], 'accents fold'],
    ['POKÉMON', ['pokemon'], 'case folds'],
    ['edicion especial', ['leyenda'], 'accents fold in the records too'],
    ['cod', ['cod'], 'alternative phrases are searchable'],
  ])('%j finds %j (%s)', (query, expected) => {
    // Every word required: the store's fallback (removeWordsIfNoResults) would otherwise answer the empty ones.
    expect(ids({ query, removeWordsIfNoResults: 'none' })).toEqual(expected);
  });
});

describe('ranking', () => {
  it('ranks fewer typos first, whatever the popularity', () => {
    expect(ids({ query: 'steam' })).toEqual(['steam-card', 'stream-kit']);
  });

  it('ranks a name match above a description match', () => {
    expect(ids({ query: 'blade' })).toEqual(['stellar-blade', 'blade-mention']);
  });

  it('ranks a match on the platform name below a name match', () => {
    expect(ids({ query: 'nintendo' })).toEqual(['pokemon']);
  });

  it('returns every record in custom-ranking order for an empty query: in stock first, then popularity', () => {
    expect(ids({ query: '' })).toEqual(['blade-mention', 'stream-kit', 'fortnite', 'pokemon', 'cyberpunk', 'steam-card', 'leyenda', 'stellar-blade', 'cod']);
  });

  it.each([
    ['products_en_price_asc', ['fortnite', 'blade-mention', 'steam-card']],
    ['products_en_price_desc', ['cod', 'pokemon', 'stellar-blade']],
    ['products_en_popular', ['cod', 'blade-mention', 'stream-kit']],
    ['products_en_featured', ['pokemon', 'fortnite', 'cod']],
  ])('sorts by the replica %s', (index, firstThree) => {
    expect(ids({ query: '' }, index).slice(0, 3)).toEqual(firstThree);
  });

  it('keeps the replica sort ahead of relevance', () => {
    expect(ids({ query: 'steam' }, 'products_en_price_desc')).toEqual(['stream-kit', 'steam-card']);
  });

  it('counts a typo on the first letter as two', () => {
    const [hit] = engine.search('products_en', { query: 'zyberpunk', getRankingInfo: true }).hits;
    expect(hit?._rankingInfo).toMatchObject({ nbTypos: 2 });
  });

  it('reports the ranking details when asked', () => {
    const [hit] = engine.search('products_en', { query: 'stem wallet', getRankingInfo: true }).hits;
    expect(hit?._rankingInfo).toMatchObject({ nbTypos: 1, firstMatchedWord: 0, nbExactWords: 1, words: 2 });
  });
});

describe('filters', () => {
  it.each<[Record<string, unknown>, string[]]>([
    [{ filters: 'platform.code:epic' }, ['fortnite']],
    [{ filters: 'price.USD < 10' }, ['fortnite']],
    [{ filters: 'price.USD:50 TO 60' }, ['pokemon', 'stellar-blade']],
    [{ filters: 'platform.code:psn OR platform.code:nintendo' }, ['pokemon', 'stellar-blade']],
    [{ filters: 'in_stock:true AND NOT platform.code:pc' }, ['fortnite', 'pokemon', 'steam-card', 'stellar-blade']],
    [{ filters: '(categories_without_path:RPG OR categories_without_path:Shooter) AND price.USD >= 40' }, ['pokemon', 'cyberpunk', 'cod']],
    [{ filters: 'is_preorder:true' }, ['cyberpunk']],
    [{ facetFilters: ['categories_without_path:RPG', ['platform.code:nintendo', 'platform.code:pc']], numericFilters: ['price.USD>20'] }, ['pokemon', 'cyberpunk']],
    [{ facetFilters: ['categories_without_path:Action', 'platform.code:-psn'] }, ['blade-mention', 'leyenda']],
    [{ query: 'blade', filters: 'categories_without_path:RPG' }, ['blade-mention']],
  ])('%j keeps %j', (params, expected) => {
    expect(ids(params)).toEqual(expected);
  });

  it('answers a malformed filter with a 400 naming the position', () => {
    expect(() => engine.search('products_en', { filters: 'price.USD < ' })).toThrow(SearchEngineError);
    expect(() => engine.search('products_en', { filters: 'price.USD < ' })).toThrow(/filters: Expected a number at position 12/);
  });
});

describe('facets', () => {
  it('counts facet values over every matching record, most frequent first', () => {
    const result = engine.search('products_en', { query: '', facets: ['categories_without_path', 'platform.code'], filters: 'in_stock:true', hitsPerPage: 1 });
    expect(result.facets).toEqual({
      categories_without_path: { RPG: 3, Action: 3, 'Gift Cards': 2 },
      'platform.code': { pc: 4, epic: 1, nintendo: 1, psn: 1, steam: 1 },
    });
  });

  it('counts every declared facet for *, limited by maxValuesPerFacet, with numeric statistics', () => {
    const result = engine.search('products_en', { filters: 'categories_without_path:RPG', facets: ['*'], maxValuesPerFacet: 1 });
    expect(Object.keys(result.facets ?? {})).toEqual(['platform.code', 'region.code', 'categories_without_path', 'developer', 'publisher', 'product_type', 'in_stock', 'is_preorder', 'price.USD', 'price_range']);
    expect(result.facets?.['categories_without_path']).toEqual({ RPG: 3 });
    expect(result.facets_stats?.['price.USD']).toEqual({ min: 15, max: 60, avg: 115 / 3, sum: 115 });
    expect(result.facets?.['price_range']).toEqual({ '10-25': 1 });
  });

  it.each([
    ['p', 'in_stock:true', 'the totals less the records left out: 6 of the 8 records in stock match'],
    ['p', 'price.USD >= 20', 'the totals less the records left out: 5 of 7'],
    ['s', 'in_stock:true', 'the matches themselves'],
    ['', 'in_stock:true', 'the totals: an empty query leaves nothing out'],
  ])('counts %j within %j right from %s', (query, filters) => {
    const facets = ['platform.code', 'categories_without_path', 'price.USD'];
    const result = engine.search('products_en', { query, facets, filters, hitsPerPage: 50 });
    const hits = result.hits as unknown as Record<string, unknown>[];
    const counted = (values: (hit: Record<string, unknown>) => unknown[]) =>
      hits.flatMap(values).reduce<Record<string, number>>((counts, value) => ({ ...counts, [String(value)]: (counts[String(value)] ?? 0) + 1 }), {});
    expect(result.facets?.['platform.code']).toEqual(counted((hit) => [(hit.platform as { code: string }).code]));
    expect(result.facets?.['categories_without_path']).toEqual(counted((hit) => hit.categories_without_path as string[]));
    expect(result.facets?.['price.USD']).toEqual(counted((hit) => [(hit.price as { USD: number }).USD]));
  });

  it('counts only the matches when a narrow filter is where the candidates start', () => {
    // 20 editions, 4 of them on Steam and 3 of those in stock, plus one Steam record that is no edition: the filter
    // passes far fewer records than 'edition' is in, so its 4 records are the candidates, and 3 of them match.
    const wide = new SearchEngine();
    wide.setSettings('products_en', primaryIndexSettings('en'));
    const records = Array.from({ length: 24 }, (_, i) => ({
      objectID: `r${i}`,
      name: i < 20 ? `Saga ${i} Deluxe Edition` : `Saga ${i}`,
      platform: i < 4 || i === 20 ? { name: 'Steam', code: 'steam' } : { name: 'Xbox', code: 'xbox' },
      region: { name: 'Europe', code: i % 2 === 0 ? 'EU' : 'US' },
      in_stock: i !== 3,
    }));
    wide.batch('products_en', records.map((body) => ({ action: 'addObject' as const, body })));
    const result = wide.search('products_en', { query: 'edition', filters: 'platform.code:steam AND in_stock:true', facets: ['region.code'] });
    expect(result.nbHits).toBe(3);
    expect(result.facets).toEqual({ 'region.code': { EU: 2, US: 1 } });
  });

  it('ignores a facet that is not declared for faceting', () => {
    expect(engine.search('products_en', { facets: ['name'] }).facets).toEqual({});
  });
});

describe('highlighting and snippets', () => {
  const first = (params: Record<string, unknown>) => engine.search('products_en', params).hits[0] as unknown as Hit;

  it.each([
    ['steam', '<em>Steam</em> Wallet Gift Card', 'full'],
    ['stem card', '<em>Steam</em> Wallet Gift <em>Card</em>', 'full'],
    ['fortn', '<em>Fortn</em>ite V-Bucks 1000', 'full'],
    ['pokemon', '<em>Pokémon</em> Scarlet', 'full'],
    ['edic', 'Leyenda de Fuego: <em>Edic</em>ión Especial', 'full'],
  ])('highlights %j in the name as %j', (query, value, matchLevel) => {
    expect(first({ query })._highlightResult.name).toMatchObject({ value, matchLevel });
  });

  it('uses the requested tags and highlights the nested platform name and each alternative phrase', () => {
    const hit = first({ query: 'cod xbox', highlightPreTag: '<mark>', highlightPostTag: '</mark>' });
    expect(hit._highlightResult.platform.name).toEqual({ value: '<mark>Xbox</mark> Live', matchLevel: 'partial', matchedWords: ['xbox'], fullyHighlighted: false });
    expect(hit._highlightResult.alternative_phrases).toEqual([{ value: '<mark>COD</mark>', matchLevel: 'partial', matchedWords: ['cod'], fullyHighlighted: true }]);
    expect(hit._highlightResult.name.matchLevel).toBe('none');
  });

  it('snippets the description around the first match with ellipses', () => {
    const hit = first({ query: 'kingdoms', attributesToSnippet: ['description:6'] });
    expect(hit._snippetResult.description).toEqual({ value: '… through twenty <em>kingdoms</em> before the end.', matchLevel: 'full' });
  });

  it('snippets the start of a description without a match', () => {
    const hit = first({ query: 'sword', attributesToSnippet: ['description:4'] });
    expect(hit._snippetResult.description).toEqual({ value: 'A long adventure where …', matchLevel: 'none' });
  });
});

describe('pagination and response shape', () => {
  it('pages through the hits', () => {
    const result = engine.search('products_en', { query: '', hitsPerPage: 4, page: 2 });
    expect(result).toMatchObject({ nbHits: 9, page: 2, nbPages: 3, hitsPerPage: 4, query: '', exhaustiveNbHits: true });
    expect(result.hits.map((hit) => hit.objectID)).toEqual(['cod']);
    expect(result.processingTimeMS).toBeGreaterThanOrEqual(0);
  });

  it('echoes the parameters URL-encoded, and accepts them as a params string', () => {
    const result = engine.search('products_en', { params: 'query=fortn&hitsPerPage=1&facets=%5B%22platform.code%22%5D' });
    expect(result).toMatchObject({ query: 'fortn', hitsPerPage: 1, nbHits: 1, facets: { 'platform.code': { epic: 1 } }, params: 'query=fortn&hitsPerPage=1&facets=%5B%22platform.code%22%5D' });
    expect(engine.search('products_en', { query: 'a b', hitsPerPage: 2 }).params).toBe('query=a%20b&hitsPerPage=2');
  });

  it('answers 404 for an index that does not exist', () => {
    expect(() => engine.search('nope', {})).toThrow('Index does not exist');
  });
});

describe('facet value search', () => {
  it('finds values with a word starting with the folded query, counted over the filtered records', () => {
    const result = engine.searchForFacetValues('products_en', 'categories_without_path', { facetQuery: 'a', filters: 'in_stock:true' });
    expect(result.facetHits).toEqual([{ value: 'Action', highlighted: '<em>A</em>ction', count: 3 }]);
    expect(result.exhaustiveFacetsCount).toBe(true);
  });

  it('matches any word of the value and limits the hits to maxFacetHits', () => {
    const hits = engine.searchForFacetValues('products_en', 'developer', { facetQuery: 'proj' }).facetHits;
    expect(hits).toEqual([{ value: 'CD Projekt Red', highlighted: 'CD <em>Proj</em>ekt Red', count: 1 }]);
    expect(engine.searchForFacetValues('products_en', 'platform.code', { facetQuery: '', maxFacetHits: 2 }).facetHits).toHaveLength(2);
  });

  it('returns at most 10 values by default', () => {
    const many = fixtureEngine();
    many.batch('products_en', Array.from({ length: 12 }, (_, i) => ({ action: 'addObject' as const, body: { objectID: `d${i}`, name: 'x', developer: `Dev ${i}` } })));
    expect(many.searchForFacetValues('products_en', 'developer', { facetQuery: 'dev' }).facetHits).toHaveLength(10);
  });

  it('refuses a facet not declared searchable, as Algolia does', () => {
    expect(() => engine.searchForFacetValues('products_en', 'in_stock', { facetQuery: 't' })).toThrow(/searchable\(in_stock\)/);
  });
});

describe('writes', () => {
  it('applies each batch action and answers with a task and the object ids', () => {
    const local = fixtureEngine();
    const result = local.batch('products_en', [
      { action: 'partialUpdateObject', body: { objectID: 'fortnite', name: 'Fortnite Crew Pack' } },
      { action: 'partialUpdateObjectNoCreate', body: { objectID: 'ghost', name: 'Ghost' } },
      { action: 'updateObject', body: { objectID: 'new', name: 'Brand New Game' } },
      { action: 'deleteObject', body: { objectID: 'cod' } },
    ]);
    expect(result).toEqual({ taskID: expect.any(Number), objectIDs: ['fortnite', 'ghost', 'new', 'cod'] });
    expect(local.search('products_en', { query: 'crew' }).hits.map((hit) => [hit.objectID, hit.price])).toEqual([['fortnite', { USD: 8 }]]);
    expect(local.search('products_en', { query: 'ghost' }).nbHits).toBe(0);
    expect(local.search('products_en', { query: 'brand new' }).nbHits).toBe(1);
    expect(local.search('products_en', { query: 'duty' }).nbHits).toBe(0);
    expect(local.search('products_en_price_asc', { query: 'crew' }).nbHits).toBe(1);
  });

  it('refuses writes to a replica', () => {
    expect(() => fixtureEngine().batch('products_en_popular', [{ action: 'clear' }])).toThrow('Cannot do write operations on a replica index');
  });

  it('moves a temporary index over the primary, keeping its replicas, as replaceAllObjects does', () => {
    const local = fixtureEngine();
    local.operation('products_en', { operation: 'copy', destination: 'products_en_tmp', scope: ['settings', 'rules', 'synonyms'] });
    local.batch('products_en_tmp', [{ action: 'addObject', body: { objectID: 'only', name: 'Only Game', price: { USD: 1 }, in_stock: true } }]);
    local.operation('products_en_tmp', { operation: 'move', destination: 'products_en' });
    expect(local.search('products_en', {}).nbHits).toBe(1);
    expect(local.search('products_en_price_desc', {}).hits.map((hit) => hit.objectID)).toEqual(['only']);
    expect(local.getSettings('products_en').replicas).toHaveLength(4);
    expect(() => local.search('products_en_tmp', {})).toThrow('Index does not exist');
  });
});
