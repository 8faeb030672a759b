import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageIndexSettings } from '../../shared/search/index-settings';
import { localSearchKey, serveAlgolia } from './algolia-http';
import { fixtureRecords } from './search-engine-fixtures';
import { SearchEngine } from './search-engine';

const adminKey = 'test-admin-key';
let server: Server;
let port: number;
const hostsFor = () => [{ url: `127.0.0.1:${port}`, protocol: 'http' as const, accept: 'readWrite' as const }];
const admin = () => algoliasearch('local', adminKey, { hosts: hostsFor() });

beforeAll(async () => {
  const engine = new SearchEngine();
  server = createServer((req, res) => {
    void serveAlgolia(req, res, new URL(req.url ?? '/', 'http://localhost'), engine, { adminKey });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the embedded engine behind the algoliasearch client', () => {
  it('takes settings and records from the full client and waits for their tasks', async () => {
    const client = admin();
    for (const { index, settings } of languageIndexSettings('en')) {
      const { taskID } = await client.setSettings({ indexName: index, indexSettings: settings });
      await client.waitForTask({ indexName: index, taskID });
    }
    const [batch] = await client.saveObjects({ indexName: 'products_en', objects: fixtureRecords(), waitForTasks: true });
    expect(batch?.objectIDs).toHaveLength(9);
    expect((await client.getSettings({ indexName: 'products_en_price_asc' })).ranking?.[0]).toBe('asc(price.USD)');
  });

  it('answers a single-index search with hits, highlights, snippets and facets', async () => {
    const result = await admin().searchSingleIndex({
      indexName: 'products_en',
      searchParams: { query: 'stem gift', hitsPerPage: 5, facets: ['platform.code'], filters: 'in_stock:true', attributesToSnippet: ['description:20'], getRankingInfo: true },
    });
    expect(result).toMatchObject({ nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 5, query: 'stem gift', facets: { 'platform.code': { steam: 1 } } });
    expect(result.hits[0]?._highlightResult?.name).toMatchObject({ value: '<em>Steam</em> Wallet <em>Gift</em> Card', matchLevel: 'full' });
    expect(result.hits[0]?._rankingInfo?.nbTypos).toBe(1);
  });

  it('answers multiple queries, hits and facet values, in one request from the browser lite client', async () => {
    const lite = liteClient('local', localSearchKey, { hosts: hostsFor() });
    const { results } = await lite.search({
      requests: [
        { indexName: 'products_en_price_asc', query: '', hitsPerPage: 2 },
        { indexName: 'products_en', type: 'facet', facet: 'categories_without_path', facetQuery: 'gi' },
      ],
    });
    expect(results[0]).toMatchObject({ index: 'products_en_price_asc', nbHits: 9 });
    expect((results[0] as { hits: { objectID: string }[] }).hits.map((hit) => hit.objectID)).toEqual(['fortnite', 'blade-mention']);
    expect(results[1]).toMatchObject({ facetHits: [{ value: 'Gift Cards', highlighted: '<em>Gi</em>ft Cards', count: 2 }] });
  });

  it('searches facet values through their own path', async () => {
    const { facetHits } = await admin().searchForFacetValues({
      indexName: 'products_en',
      facetName: 'publisher',
      searchForFacetValuesRequest: { facetQuery: 'acti' },
    });
    expect(facetHits).toEqual([{ value: 'Activision', highlighted: '<em>Acti</em>vision', count: 1 }]);
  });

  it('accepts the parameters as a URL-encoded params string', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/1/indexes/products_en/query`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': 'local', 'x-algolia-api-key': localSearchKey },
      body: JSON.stringify({ params: 'query=pokemon&hitsPerPage=1' }),
    });
    expect(await response.json()).toMatchObject({ nbHits: 1, hitsPerPage: 1, params: 'query=pokemon&hitsPerPage=1' });
  });

  it('replaces all objects through a temporary index, keeping the replicas', async () => {
    const client = admin();
    await client.replaceAllObjects({ indexName: 'products_en', objects: fixtureRecords().slice(0, 3), batchSize: 2 });
    expect((await client.searchSingleIndex({ indexName: 'products_en_price_desc', searchParams: { query: '' } })).nbHits).toBe(3);
  });

  it.each([
    ['a wrong key', 'nope', 403, 'Invalid Application-ID or API key'],
    ['the search key on a write', localSearchKey, 403, 'Method not allowed with this API key'],
  ])('refuses %s', async (_case, key, status, message) => {
    const client = algoliasearch('local', key, { hosts: hostsFor() });
    await expect(client.setSettings({ indexName: 'products_en', indexSettings: {} })).rejects.toMatchObject({ status, message });
  });

  it('refuses a wrong application id, like Algolia', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/1/indexes/products_en/query`, {
      method: 'POST',
      headers: { 'x-algolia-application-id': 'other', 'x-algolia-api-key': localSearchKey },
      body: '{}',
    });
    expect([response.status, await response.json()]).toEqual([403, { message: 'Invalid Application-ID or API key', status: 403 }]);
  });

  it('answers a malformed filter with a 400 the client raises', async () => {
    await expect(admin().searchSingleIndex({ indexName: 'products_en', searchParams: { filters: 'price.USD <' } })).rejects.toMatchObject({ status: 400 });
  });
});
