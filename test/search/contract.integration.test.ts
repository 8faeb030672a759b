import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexName, searchLanguages, type SearchLanguage } from '../../shared/search/index-names';
import { primaryIndexSettings } from '../../shared/search/index-settings';
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

  beforeAll(async () => {
    target = await open();
    const options = target.hosts ? { hosts: target.hosts } : {};
    admin = algoliasearch(target.appId, target.adminKey, options);
    reader = algoliasearch(target.appId, target.searchKey, options);
    lite = liteClient(target.appId, target.searchKey, options);
    for (const language of searchLanguages) {
      const { replicas: _replicas, ...settings } = primaryIndexSettings(language);
      const { taskID } = await admin.setSettings({ indexName: index(language), indexSettings: settings });
      await admin.waitForTask({ indexName: index(language), taskID });
      await admin.saveObjects({ indexName: index(language), objects: relevanceRecords(language) as unknown as Record<string, unknown>[], waitForTasks: true });
    }
  }, 120_000);

  afterAll(async () => {
    if (!admin) return;
    for (const language of searchLanguages) await admin.deleteIndex({ indexName: index(language) });
    await target.close();
  });

  const search = async <T>(language: SearchLanguage, params: Record<string, unknown>) => {
    const { results } = await lite.search<T>({ requests: [{ indexName: index(language), ...params }] }, { cacheable: false });
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

  it('refuses writes with the search-only key', async () => {
    if (target.searchKey === target.adminKey) return;
    await expect(reader.saveObjects({ indexName: index('en'), objects: [{ objectID: 'x', name: 'x' }] })).rejects.toMatchObject({ status: 403 });
  });
}

describe('the search contract on the local engine', () => contractSuite(localTarget));

const algolia = algoliaTarget();
describe.skipIf(!algolia)('the search contract on Algolia', () => contractSuite(async () => algolia!));
