import { SQSClient } from '@aws-sdk/client-sqs';
import { algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductPage } from '../../shared/catalog/catalog-views';
import type { SearchHit } from '../../shared/search/search-hit';
import { indexName } from '../../shared/search/index-names';
import { readConfig } from '../lib/config';
import { AlgoliaSearchIndex } from '../lib/adapters/search-index/algolia-search-index';
import { algoliaHost } from '../lib/adapters/search-index/search-index-from-config';
import { reindexAll } from './reindex-all';
import { setDeps, type Deps } from '../lib/deps';
import { startQueuePoller } from '../../local/queues/queue-poller';
import { SearchEngine } from '../../local/search-engine/search-engine';
import { startTableStreamPoller } from '../../local/streams/table-stream-poller';
import { seedReference } from '../../test/integration/catalog-fixture';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import { services } from '../../test/integration/services';

const adminKey = 'integration-search-admin-key';

/**
 * What an admin makes in the back office, through the admin API, reaching what shoppers see by the path `npm start`
 * runs: the writes, the table's stream and the writers' own messages on the search-index queue, the consumer, the
 * embedded engine asked as the SPA asks it, and the storefront's catalogue routes.
 */
describe('a product made in the back office, on its way to the storefront and search', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let background: { stop(): Promise<void> }[] = [];
  let token = '';
  let search: (query: string, filters?: string) => Promise<SearchHit[]>;

  beforeAll(async () => {
    const tableDeps = await useTestTable();
    await seedReference(tableDeps);
    gateway = await startTestGateway({ search: { engine: new SearchEngine(), keys: { adminKey } } });
    deps = { ...tableDeps, searchIndex: new AlgoliaSearchIndex({ appId: 'local', apiKey: () => Promise.resolve(adminKey), hosts: [algoliaHost(gateway.url)] }) };
    setDeps(deps);
    const client = algoliasearch('local', 'local-search-key', { hosts: [{ ...algoliaHost(gateway.url), accept: 'read' }] });
    // What the storefront asks by default: only purchasable variants (storefront spec: the search always applies in_stock true).
    search = async (query, filters = 'in_stock:true') => (await client.searchSingleIndex<SearchHit>({ indexName: indexName('en'), searchParams: { query, filters } })).hits;
    // As `npm start` does before it serves: the engine's indices, with their settings, from the table's records.
    await reindexAll(deps);
    const sqs = new SQSClient({ endpoint: services().sqsEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
    const config = readConfig();
    background = [startQueuePoller(sqs, services().queueUrls), startTableStreamPoller(config.DYNAMODB_ENDPOINT!, config.TABLE_NAME, { intervalMs: 200 })];
    token = await gateway.tokenFor('admin', 'back-office-search-admin');
  });
  afterAll(async () => {
    await Promise.all(background.map((b) => b.stop()));
    await gateway.close();
  });

  async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${gateway.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }

  const createProduct = (name: string) => send<{ productId: string; slug: string }>('POST', '/api/admin/products', { name, productType: 'key', category: 'games' });
  const createVariant = (productId: string, body: Record<string, unknown>) =>
    send<{ variantId: string }>('POST', `/api/admin/products/${productId}/variants`, { platformId: 'steam', regionId: 'global', ...body });

  it('indexes a new variant as soon as it is made, and shows the product in search and the storefront once it has keys', async () => {
    const { productId, slug } = await createProduct('Zephyr Orchard');
    const { variantId } = await createVariant(productId, { priceUsd: 19.99 });
    const soldOut = await eventually(async () => nonEmpty(await search('zephyr orchard', 'in_stock:false')));
    expect(soldOut.map((h) => h.variant_id)).toEqual([variantId]);
    expect(await search('zephyr orchard')).toEqual([]);

    await send('POST', `/api/admin/variants/${variantId}/keys`, { keys: ['ZEPHYR-0001-AAAA', 'ZEPHYR-0002-BBBB', 'ZEPHYR-0003-CCCC'] });

    const hits = await eventually(async () => nonEmpty(await search('zephyr orchard')));
    expect(hits.map((h) => [h.variant_id, h.name, h.in_stock, h.price.USD, h.slug])).toEqual([[variantId, 'Zephyr Orchard', true, 19.99, slug]]);
    const listing = await send<ProductPage>('GET', '/api/products?limit=100');
    expect(listing.items.map((card) => card.slug)).toContain(slug);
    const page = await send<ProductDetail>('GET', `/api/products/by-slug/${slug}`);
    expect(page.variants.map((v) => [v.variantId, v.stockState])).toEqual([[variantId, 'in_stock']]);
  });

  it('shows a variant an admin makes available without keys, and then its new price, in search', async () => {
    const { productId } = await createProduct('Quill Harbor');

    // No keys are imported: only the variant's own writes can tell search about it.
    const { variantId } = await createVariant(productId, { priceUsd: 9.99, forceAvailable: true });

    const listed = await eventually(async () => nonEmpty(await search('quill harbor')));
    expect(listed.map((h) => [h.variant_id, h.price.USD])).toEqual([[variantId, 9.99]]);
    await send('PUT', `/api/admin/variants/${variantId}`, { priceUsd: 7.49 });
    const repriced = await eventually(async () => {
      const [hit] = await search('quill harbor');
      return hit?.price.USD === 7.49 ? hit : null;
    });
    expect(repriced.variant_id).toBe(variantId);
  });
});

const nonEmpty = <T>(list: T[]): T[] | null => (list.length ? list : null);

async function eventually<T>(probe: () => Promise<T | null>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('search did not catch up in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}
