import { algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexName } from '../../shared/search/index-names';
import type { SearchHit } from '../../shared/search/search-hit';
import type { SynonymList, SynonymView } from '../../shared/search/synonym-views';
import { storeSynonyms } from '../../shared/search/store-synonyms';
import { SearchEngine } from '../../local/search-engine/search-engine';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import { AlgoliaSearchIndex } from '../lib/adapters/search-index/algolia-search-index';
import { algoliaHost } from '../lib/adapters/search-index/search-index-from-config';
import type { Deps } from '../lib/deps';
import { reindexAll } from '../search/reindex-all';
import { syncProductIndex } from '../search/sync-product-index';

const adminKey = 'search-synonyms-admin-key';

describe('synonyms staff manage', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let engine: SearchEngine;
  let admin: string;
  let employee: string;
  let search: (query: string, language?: 'en' | 'es') => Promise<string[]>;
  const api = async <T>(method: string, path: string, body?: unknown, token = admin) => {
    const res = await fetch(`${gateway.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : null });
    return { status: res.status, body: (await res.json()) as T & { detail?: string; errors?: { path: string; message: string }[] } };
  };

  beforeAll(async () => {
    const tableDeps = await useTestTable();
    await seedReference(tableDeps);
    engine = new SearchEngine();
    gateway = await startTestGateway({ search: { engine, keys: { adminKey } } });
    // The reindex and the sync write the gateway's engine, as `npm start` does before it serves.
    deps = { ...tableDeps, searchIndex: new AlgoliaSearchIndex({ appId: 'local', apiKey: () => Promise.resolve(adminKey), hosts: [algoliaHost(gateway.url)] }) };
    admin = await gateway.tokenFor('admin', 'synonym-manager');
    employee = await gateway.tokenFor('employee', 'synonym-employee');
    const client = algoliasearch('local', 'local-search-key', { hosts: [{ ...algoliaHost(gateway.url), accept: 'read' }] });
    search = async (query, language = 'en') => (await client.searchSingleIndex<SearchHit>({ indexName: indexName(language), searchParams: { query, removeWordsIfNoResults: 'none' } })).hits.map((h) => h.name);
    const { product } = await seedProduct(deps, { name: 'Zephyrine Skates Deluxe' }, [{ priceUsdCents: 2999 }]);
    await syncProductIndex(deps, product.productId);
    await reindexAll(deps);
  });
  afterAll(() => gateway.close());

  it("seeds the store's synonyms once, lists them per language and pushes them to every index", async () => {
    const listed = await api<SynonymList>('GET', '/api/admin/search/synonyms?language=en');
    expect(listed.status).toBe(200);
    expect(listed.body.synonyms.map((s) => s.synonym.objectID).sort()).toEqual(storeSynonyms('en').map((s) => s.objectID).sort());
    expect(engine.searchSynonyms(indexName('en'), {}).nbHits).toBe(storeSynonyms('en').length);
    expect(engine.searchSynonyms(indexName('en', 'price_asc'), {}).nbHits).toBe(storeSynonyms('en').length);
    expect(engine.searchSynonyms(indexName('es'), {}).nbHits).toBe(storeSynonyms('es').length);
  });

  it('adds a synonym that a query which found nothing now finds the product with, then edits and deletes it', async () => {
    expect(await search('rollerblades')).toEqual([]);
    const added = await api<SynonymView>('POST', '/api/admin/search/synonyms', { language: 'en', synonym: { type: 'onewaysynonym', input: 'rollerblades', synonyms: ['skates'] } });
    expect(added.status).toBe(200);
    expect(added.body.synonym).toEqual({ objectID: 'rollerblades-skates', type: 'onewaysynonym', input: 'rollerblades', synonyms: ['skates'] });
    expect(added.body.updatedBy).toBe('synonym-manager');
    expect(await search('rollerblades')).toEqual(['Zephyrine Skates Deluxe']);
    const twice = await api('POST', '/api/admin/search/synonyms', { language: 'en', synonym: { type: 'onewaysynonym', input: 'Rollerblades', synonyms: ['skates'] } });
    expect(twice).toMatchObject({ status: 409, body: { detail: 'This synonym already exists (rollerblades-skates).' } });
    // One-way: the synonym does not find the input back, and other languages are untouched.
    expect(await search('rollerblades', 'es')).toEqual([]);

    const edited = await api<SynonymView>('PUT', '/api/admin/search/synonyms/en/rollerblades-skates', { type: 'synonym', synonyms: ['inline skates', 'zephyrine'] });
    expect(edited.status).toBe(200);
    expect(await search('rollerblades')).toEqual([]);
    expect(await search('inline skates')).toEqual(['Zephyrine Skates Deluxe']);

    const deleted = await api<{ deleted: true }>('DELETE', '/api/admin/search/synonyms/en/rollerblades-skates');
    expect(deleted.status).toBe(200);
    expect((await api<SynonymList>('GET', '/api/admin/search/synonyms?language=en')).body.synonyms.some((s) => s.synonym.objectID === 'rollerblades-skates')).toBe(false);
    expect(engine.searchSynonyms(indexName('en'), { query: 'rollerblades' }).nbHits).toBe(0);
    expect((await api('DELETE', '/api/admin/search/synonyms/en/rollerblades-skates')).status).toBe(404);
  });

  it('keeps deleted seeded synonyms deleted through a reindex, and pushes the table again', async () => {
    expect((await api('DELETE', '/api/admin/search/synonyms/en/goty-game-of-the-year')).status).toBe(200);
    engine.clearSynonyms(indexName('en'), true);
    await reindexAll(deps);
    const ids = engine.searchSynonyms(indexName('en'), {}).hits.map((h) => h.objectID);
    expect(ids).not.toContain('goty-game-of-the-year');
    expect(ids).toContain('ps5-playstation');
  });

  it('refuses malformed synonyms with a message per field, and employees altogether', async () => {
    const one = await api('POST', '/api/admin/search/synonyms', { language: 'en', synonym: { type: 'synonym', synonyms: ['only one'] } });
    expect(one.status).toBe(400);
    expect(one.body.errors).toContainEqual(expect.objectContaining({ message: 'A regular synonym needs at least 2 words or phrases' }));
    const mixed = await api('POST', '/api/admin/search/synonyms', { language: 'en', synonym: { type: 'onewaysynonym', synonyms: ['a'], word: 'b' } });
    expect(mixed.status).toBe(400);
    expect(mixed.body.errors?.map((e) => e.message)).toEqual(expect.arrayContaining(['A one-way synonym needs an input', 'A one-way synonym takes no word']));
    expect((await api('POST', '/api/admin/search/synonyms', { language: 'fr', synonym: { type: 'synonym', synonyms: ['a', 'b'] } })).status).toBe(400);
    expect((await api('GET', '/api/admin/search/synonyms?language=en', undefined, employee)).status).toBe(403);
  });
});
