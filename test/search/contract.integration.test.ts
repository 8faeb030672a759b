import { algoliasearch, type Algoliasearch, type IndexSettings as AlgoliaIndexSettings } from 'algoliasearch';
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexName, searchLanguages, type SearchLanguage } from '../../shared/search/index-names';
import { primaryIndexSettings, replicaIndexSettings } from '../../shared/search/index-settings';
import { searchProducts, type MultiSearch } from '../../shared/search/product-search';
import { buildFilters } from '../../shared/search/search-filters';
import { buildSearchRequest } from '../../shared/search/search-request';
import { algoliaTarget, localTarget, type ContractTarget } from './contract-targets';
import { relevanceCases } from './relevance-cases';
import { relevanceRecords } from './relevance-catalogue';
import { searchParams, type TopHit } from './search-params';

// The same queries through the real algoliasearch clients, against the local engine's HTTP layer and, when
// ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY are set, against a real Algolia application: only configuration differs.
function contractSuite(open: () => Promise<ContractTarget>) {
  let target: ContractTarget;
  let admin: Algoliasearch;
  let lite: LiteClient;
  let reader: Algoliasearch;
  const index = (language: SearchLanguage) => `${target.prefix}${indexName(language)}`;
  // Two standard replicas of the English index, to prove that distinct applies after a replica's sort.
  const sorted = (sort: 'price_asc' | 'price_desc') => `${target.prefix}${indexName('en', sort)}`;

  beforeAll(async () => {
    target = await open();
    const options = target.hosts ? { hosts: target.hosts } : {};
    admin = algoliasearch(target.appId, target.adminKey, options);
    reader = algoliasearch(target.appId, target.searchKey, options);
    lite = liteClient(target.appId, target.searchKey, options);
    for (const language of searchLanguages) {
      const { replicas: _replicas, ...settings } = primaryIndexSettings(language);
      const replicas = language === 'en' ? [sorted('price_asc'), sorted('price_desc')] : [];
      const { taskID } = await admin.setSettings({ indexName: index(language), indexSettings: { ...settings, replicas } });
      await admin.waitForTask({ indexName: index(language), taskID });
      for (const replica of replicas) {
        const { primary: _primary, ...replicaSettings } = replicaIndexSettings(language, replica === sorted('price_asc') ? 'price_asc' : 'price_desc');
        const task = await admin.setSettings({ indexName: replica, indexSettings: replicaSettings });
        await admin.waitForTask({ indexName: replica, taskID: task.taskID });
      }
      await admin.saveObjects({ indexName: index(language), objects: relevanceRecords(language) as unknown as Record<string, unknown>[], waitForTasks: true });
    }
  }, 120_000);

  afterAll(async () => {
    if (!admin) return;
    for (const language of searchLanguages) await admin.deleteIndex({ indexName: index(language) });
    // Deleting a primary detaches its replicas, which are then indices of their own.
    for (const replica of [sorted('price_asc'), sorted('price_desc')]) await admin.deleteIndex({ indexName: replica });
    await target.close();
  });

  const search = async <T>(language: SearchLanguage, params: Record<string, unknown>, indexOverride?: string) => {
    const { results } = await lite.search<T>({ requests: [{ indexName: indexOverride ?? index(language), ...params }] }, { cacheable: false });
    return results[0] as { hits: T[]; nbHits: number; nbPages: number; page: number; hitsPerPage: number; facets?: Record<string, Record<string, number>> };
  };

  it.each(relevanceCases)('$language "$query" $filters → $top', async (c) => {
    const { hits } = await search<TopHit>(c.language, searchParams(c));

    expect(hits[0]?.name).toBe(c.top);
    if (c.face) expect(hits[0]?.face_value).toBe(c.face);
    if (c.platform) expect(hits[0]?.platform.code).toBe(c.platform);
    if (c.priceWithin) for (const hit of hits) expect(hit.price.USD).toSatisfy((p: number) => p >= c.priceWithin![0] && p <= c.priceWithin![1]);
  });

  it('counts facet values over all the hits, not just the page', async () => {
    const answer = await search('en', { query: 'gift card', hitsPerPage: 1, facets: ['platform.code', 'product_type'], filters: 'in_stock:true' });

    expect(answer.hits).toHaveLength(1);
    expect(answer.facets?.['platform.code']).toMatchObject({ steam: 3, playstation: 2, xbox: 2, epic: 1 });
    expect(answer.facets?.product_type).toEqual({ gift_card: answer.nbHits });
  });

  it('highlights the matched words with the given tags and snippets the description', async () => {
    type Highlighted = { _highlightResult: { name: { value: string; matchLevel: string } }; _snippetResult: { description: { value: string } } };
    const { hits } = await search<Highlighted>('en', { query: 'starfall', hitsPerPage: 1, highlightPreTag: '<mark>', highlightPostTag: '</mark>', attributesToHighlight: ['name'], attributesToSnippet: ['description:20'] });

    expect(hits[0]?._highlightResult.name).toMatchObject({ value: '<mark>Starfall</mark> Odyssey', matchLevel: 'full' });
    expect(hits[0]?._snippetResult.description.value).toContain('<mark>Starfall</mark>');
  });

  it('pages the hits and counts the pages', async () => {
    const first = await search('en', { query: 'starfall', hitsPerPage: 2, page: 0 });
    const second = await search('en', { query: 'starfall', hitsPerPage: 2, page: 1 });

    expect(first).toMatchObject({ nbHits: 3, nbPages: 2, page: 0, hitsPerPage: 2 });
    expect(first.hits).toHaveLength(2);
    expect(second.hits).toHaveLength(1);
  });

  it('answers nothing rather than everything for a query that matches nothing', async () => {
    expect(await search('en', { query: 'zzqxv' })).toMatchObject({ nbHits: 0, hits: [] });
  });

  it('searches facet values with a facet query', async () => {
    const { facetHits } = await reader.searchForFacetValues({ indexName: index('en'), facetName: 'platform.code', searchForFacetValuesRequest: { facetQuery: 'play' } });

    expect(facetHits).toEqual([expect.objectContaining({ value: 'playstation', count: 7 })]);
  });

  describe('distinct on product_id', () => {
    type Variant = { objectID: string; product_id: string; price: { USD: number } };
    const giftCards = { query: 'gift card', filters: 'in_stock:true', hitsPerPage: 24 };
    const products = (hits: Variant[]) => hits.map((hit) => hit.product_id);

    it('keeps the best-ranked variant of each product and counts products in nbHits', async () => {
      const every = await search<Variant>('en', giftCards);
      const grouped = await search<Variant>('en', { ...giftCards, distinct: true });

      expect(every.nbHits).toBe(9);
      expect(grouped.nbHits).toBe(5);
      expect(products(grouped.hits)).toEqual([...new Set(products(every.hits))]);
      expect(grouped.hits.map((hit) => hit.objectID)).toEqual(products(grouped.hits).map((id) => every.hits.find((hit) => hit.product_id === id)!.objectID));
    });

    it('keeps the best N variants of each product with distinct N, hitsPerPage counting products', async () => {
      const answer = await search<Variant>('en', { ...giftCards, distinct: 2, hitsPerPage: 2 });

      expect(answer).toMatchObject({ nbHits: 5, nbPages: 3 });
      expect(products(answer.hits)).toEqual(['prd_steam-card', 'prd_steam-card', 'prd_psn-card', 'prd_psn-card']);
    });

    it('pages over products', async () => {
      const first = await search<Variant>('en', { ...giftCards, distinct: true, hitsPerPage: 3, page: 0 });
      const second = await search<Variant>('en', { ...giftCards, distinct: true, hitsPerPage: 3, page: 1 });

      expect(first).toMatchObject({ nbPages: 2, page: 0 });
      expect(new Set([...products(first.hits), ...products(second.hits)]).size).toBe(5);
      expect(second.hits).toHaveLength(2);
    });

    it('counts facets over every variant unless facetingAfterDistinct asks for the kept ones', async () => {
      // in_stock is the one facet the store declares without afterDistinct (the panel never shows it).
      const before = await search('en', { ...giftCards, distinct: true, facets: ['in_stock'] });
      const after = await search('en', { ...giftCards, distinct: true, facets: ['in_stock'], facetingAfterDistinct: true });

      expect(before.facets?.in_stock).toEqual({ true: 9 });
      expect(after.facets?.in_stock).toEqual({ true: 5 });
    });

    it('counts the afterDistinct facets over the one variant kept of each product, and without distinct over every variant', async () => {
      const facets = ['product_type', 'categories_without_path', 'region.code'];
      const answer = await search('en', { ...giftCards, distinct: true, facets });
      const every = await search('en', { ...giftCards, distinct: false, facets });

      expect(answer.facets?.product_type).toEqual({ gift_card: 5 });
      expect(answer.facets?.categories_without_path).toEqual({ 'Gift Cards': 5 });
      // The Steam and PlayStation cards are kept in US dollars: their euro cards count nowhere.
      expect(answer.facets?.['region.code']).toEqual({ US: 4, GLOBAL: 1 });
      expect(every.facets?.['region.code']).toEqual({ US: 6, EU: 2, GLOBAL: 1 });
    });

    it('counts every value of the results panel in products, the results choosing it finds (issue 37)', async () => {
      const run: MultiSearch = async (requests) => (await lite.search({ requests: requests.map((r) => ({ ...r, indexName: index('en') })) }, { cacheable: false })).results;
      const request = buildSearchRequest({ kind: 'page', query: 'gift card', filters: buildFilters(), language: 'en' });

      const answer = await searchProducts(run, request);

      expect(answer.nbHits).toBe(5);
      expect(answer.facets?.['platform.code']).toEqual({ epic: 1, nintendo: 1, playstation: 1, steam: 1, xbox: 1 });
      expect(answer.facets?.['region.code']).toEqual({ US: 4, EU: 2, GLOBAL: 1 });
      expect(answer.facets?.price_range).toEqual({ '10-25': 4, '25-50': 2, '50-100': 2 });
      expect(answer.facets?.product_type).toEqual({ gift_card: 5 });
    });

    it('applies after the sort, so a price replica keeps the cheapest or the dearest variant of each product', async () => {
      const cheapest = await search<Variant>('en', { query: 'steam wallet', distinct: true }, sorted('price_asc'));
      const dearest = await search<Variant>('en', { query: 'steam wallet', distinct: true }, sorted('price_desc'));

      expect(cheapest.hits.map((hit) => hit.price.USD)).toEqual([10.99]);
      expect(dearest.hits.map((hit) => hit.price.USD)).toEqual([55.99]);
    });

    it('finds one hit per product with the variants of it that match, so a card can say "Starting at" their lowest price', async () => {
      const run: MultiSearch = async (requests) => (await lite.search({ requests: requests.map((r) => ({ ...r, indexName: index('en') })) }, { cacheable: false })).results;
      const request = buildSearchRequest({ kind: 'page', query: 'steam wallet', filters: buildFilters({ region: 'US' }), language: 'en' });

      const answer = await searchProducts(run, request);

      expect(answer.hits.map((hit) => hit.product_id)).toEqual(['prd_steam-card']);
      expect(answer.hits[0]?.matching_variants?.map((v) => [v.region.code, v.price.USD])).toEqual([['US', 10.99], ['US', 20.99]]);
    });

    it("narrows a search to a page's products with a product_id filter, which is not a facet", async () => {
      const answer = await search<Variant>('en', { query: '', filters: 'product_id:"prd_starfall" OR product_id:"prd_tidebound"', hitsPerPage: 50, facets: ['*'] });

      expect(answer.nbHits).toBe(5);
      expect(Object.keys(answer.facets ?? {})).not.toContain('product_id');
    });
  });

  describe('query handling (issue 19)', () => {
    const handling = () => `${target.prefix}query_handling`;
    const names = async (params: Record<string, unknown>) => (await search<{ name: string }>('en', { hitsPerPage: 10, ...params }, handling())).hits.map((h) => h.name);
    const wait = (taskID: number) => admin.waitForTask({ indexName: handling(), taskID });
    const record = (objectID: string, name: string, extra: Record<string, unknown> = {}) => ({ objectID, name, phrases: [], description: '', popularity: 1, ...extra });

    beforeAll(async () => {
      const settings: AlgoliaIndexSettings = {
        searchableAttributes: ['name', 'phrases', 'description'],
        customRanking: ['desc(popularity)'],
        ignorePlurals: ['en'],
        queryLanguages: ['en'],
        separatorsToIndex: '€',
        attributeCriteriaComputedByMinProximity: true,
      };
      await wait((await admin.setSettings({ indexName: handling(), indexSettings: settings })).taskID);
      await admin.saveObjects({
        indexName: handling(),
        waitForTasks: true,
        objects: [
          record('wallet', 'Steam Wallet Gift Card', { phrases: ['€50'], popularity: 5 }),
          record('eshop', 'Nintendo eShop Card', { popularity: 4 }),
          record('relic', 'Riftborne Relic', { popularity: 3 }),
          record('coins', 'Nitro Coins', { description: 'Coins pay for cars and liveries.', phrases: ['1,000 Coins'], popularity: 9 }),
          record('pass', 'Xbox Game Pass Ultimate', { popularity: 2 }),
          record('arena', 'Crownfall Arena', { popularity: 1 }),
          record('shards', 'Crownfall Arena Crown Shards', { popularity: 8 }),
        ],
      });
    }, 60_000);
    afterAll(async () => {
      if (admin) await admin.deleteIndex({ indexName: handling() });
    });

    it('splits a joined word in two and joins split words, as Algolia does with typo tolerance on', async () => {
      expect(await names({ query: 'steamwallet' })).toEqual(['Steam Wallet Gift Card']);
      expect(await names({ query: 'e shop card' })).toEqual(['Nintendo eShop Card']);
      expect(await names({ query: 'steamwallet', typoTolerance: false })).toEqual([]);
    });

    it('counts a swap of neighbouring letters as one typo, prefixes included', async () => {
      const { hits } = await search<{ name: string; _rankingInfo: { nbTypos: number } }>('en', { query: 'riftbron', getRankingInfo: true }, handling());
      expect(hits.map((h) => [h.name, h._rankingInfo.nbTypos])).toEqual([['Riftborne Relic', 1]]);
    });

    it('reads thousands separators as one number and indexes the separators asked for', async () => {
      expect(await names({ query: '1000 coins' })).toEqual(['Nitro Coins']);
      expect(await names({ query: '€50 steam' })).toEqual(['Steam Wallet Gift Card']);
    });

    it('matches singular and plural as exact words', async () => {
      const { hits } = await search<{ name: string; _rankingInfo: { nbTypos: number; nbExactWords: number } }>('en', { query: 'cards nintendo', getRankingInfo: true }, handling());
      expect(hits.map((h) => [h.name, h._rankingInfo.nbTypos, h._rankingInfo.nbExactWords])).toEqual([['Nintendo eShop Card', 0, 2]]);
    });

    it('makes words optional when a query finds nothing, as removeWordsIfNoResults says, and when optionalWords names them', async () => {
      expect(await names({ query: 'steam gift card zzzz' })).toEqual([]);
      expect(await names({ query: 'steam gift card zzzz', removeWordsIfNoResults: 'lastWords' })).toEqual(['Steam Wallet Gift Card']);
      expect(await names({ query: 'zzzz nintendo card', removeWordsIfNoResults: 'firstWords' })).toEqual(['Nintendo eShop Card']);
      expect((await names({ query: 'nintendo steam', removeWordsIfNoResults: 'allOptional' })).sort()).toEqual(['Nintendo eShop Card', 'Steam Wallet Gift Card']);
      expect(await names({ query: 'cheap steam card', optionalWords: ['cheap'] })).toEqual(['Steam Wallet Gift Card']);
    });

    it('ranks the attribute where the words are found together first', async () => {
      // 'xbox live': the description's 'liveries' is a prefix match, but only the name holds both words together.
      await wait((await admin.saveSynonym({ indexName: handling(), objectID: 'live', synonymHit: { objectID: 'live', type: 'onewaysynonym', input: 'xbox live', synonyms: ['xbox game pass'] } })).taskID);
      expect((await names({ query: 'xbox live' }))[0]).toBe('Xbox Game Pass Ultimate');
      expect(await names({ query: 'crownfall arena' })).toEqual(['Crownfall Arena', 'Crownfall Arena Crown Shards']);
    });

    it('saves, reads, searches, replaces, deletes and clears synonyms of every type through the synonyms API', async () => {
      await wait((await admin.saveSynonym({ indexName: handling(), objectID: 'ps5', synonymHit: { objectID: 'ps5', type: 'onewaysynonym', input: 'rollerblade', synonyms: ['relic'] } })).taskID);
      expect(await names({ query: 'rollerblade' })).toEqual(['Riftborne Relic']);
      expect(await names({ query: 'rollerblade', synonyms: false })).toEqual([]);
      expect(await admin.getSynonym({ indexName: handling(), objectID: 'ps5' })).toMatchObject({ objectID: 'ps5', input: 'rollerblade', synonyms: ['relic'] });
      expect((await admin.searchSynonyms({ indexName: handling(), searchSynonymsParams: { query: 'rollerblade' } })).hits.map((h) => h.objectID)).toEqual(['ps5']);

      const batch = await admin.saveSynonyms({
        indexName: handling(),
        replaceExistingSynonyms: true,
        synonymHit: [
          { objectID: 'regular', type: 'synonym', synonyms: ['bucks', 'coins'] },
          { objectID: 'alt', type: 'altcorrection1', word: 'shardz', corrections: ['shards'] },
          { objectID: 'holder', type: 'placeholder', placeholder: '<brand>', replacements: ['nitendo'] },
        ],
      });
      await wait(batch.taskID);
      expect(await names({ query: 'rollerblade' })).toEqual([]);
      expect(await names({ query: 'bucks' })).toEqual(['Nitro Coins']);
      const { hits } = await search<{ name: string; _rankingInfo: { nbTypos: number } }>('en', { query: 'shardz', getRankingInfo: true }, handling());
      expect(hits.map((h) => [h.name, h._rankingInfo.nbTypos])).toEqual([['Crownfall Arena Crown Shards', 1]]);
      expect((await admin.searchSynonyms({ indexName: handling(), searchSynonymsParams: { query: '', type: 'altcorrection1' } })).hits.map((h) => h.objectID)).toEqual(['alt']);

      await wait((await admin.deleteSynonym({ indexName: handling(), objectID: 'regular' })).taskID);
      expect(await names({ query: 'bucks' })).toEqual([]);
      await wait((await admin.clearSynonyms({ indexName: handling() })).taskID);
      expect((await admin.searchSynonyms({ indexName: handling(), searchSynonymsParams: { query: '' } })).nbHits).toBe(0);
      await expect(admin.getSynonym({ indexName: handling(), objectID: 'alt' })).rejects.toMatchObject({ status: 404 });
    });
  });

  it('refuses writes with the search-only key', async () => {
    if (target.searchKey === target.adminKey) return;
    await expect(reader.saveObjects({ indexName: index('en'), objects: [{ objectID: 'x', name: 'x' }] })).rejects.toMatchObject({ status: 403 });
  });
}

describe('the search contract on the local engine', () => contractSuite(localTarget));

const algolia = algoliaTarget();
describe.skipIf(!algolia)('the search contract on Algolia', () => contractSuite(async () => algolia!));
