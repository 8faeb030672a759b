import { SQSClient } from '@aws-sdk/client-sqs';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '../../shared/search/search-hit';
import { indexName, type SearchLanguage } from '../../shared/search/index-names';
import { AlgoliaSearchIndex } from '../lib/adapters/search-index/algolia-search-index';
import { algoliaHost } from '../lib/adapters/search-index/search-index-from-config';
import { setDeps, type Deps } from '../lib/deps';
import { startQueuePoller } from '../../local/queues/queue-poller';
import { SearchEngine } from '../../local/search-engine/search-engine';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import { handler as streamHandler } from './product-change-stream';
import { reindexAll } from './reindex-all';
import { syncProductIndex } from './sync-product-index';
import { services } from '../../test/integration/services';

const adminKey = 'integration-search-admin-key';

/**
 * The whole sync path on one machine: a catalogue write → a product-changed message on the local search-index
 * queue → the consumer (run by the same poller as `npm start`) → the embedded engine behind the local gateway,
 * asked through the algoliasearch client as the SPA asks it.
 */
describe('search sync through the queue', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let poller: { stop(): Promise<void> };
  let search: (language: SearchLanguage, query: string, filters?: string) => Promise<SearchHit[]>;

  beforeAll(async () => {
    const tableDeps = await useTestTable();
    await seedReference(tableDeps);
    gateway = await startTestGateway({ search: { engine: new SearchEngine(), keys: { adminKey } } });
    deps = { ...tableDeps, searchIndex: new AlgoliaSearchIndex({ appId: 'local', apiKey: () => Promise.resolve(adminKey), hosts: [algoliaHost(gateway.url)] }) };
    setDeps(deps);
    const client = algoliasearch('local', 'local-search-key', { hosts: [{ ...algoliaHost(gateway.url), accept: 'read' }] });
    search = async (language, query, filters) =>
      (await client.searchSingleIndex<SearchHit>({ indexName: indexName(language), searchParams: { query, ...(filters ? { filters } : {}) } })).hits;
    const sqs = new SQSClient({ endpoint: services().sqsEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
    poller = startQueuePoller(sqs, services().queueUrls);
  });
  afterAll(async () => {
    await poller.stop();
    await gateway.close();
  });

  it('fills every language index from the table with the full reindex', async () => {
    const { product } = await seedProduct(deps, {
      name: 'Steam Gift Card',
      translations: { es: { name: 'Tarjeta de regalo Steam' }, pt: { name: 'Cartão-presente Steam' } },
    });
    await syncProductIndex(deps, product.productId);

    const summary = await reindexAll(deps);

    expect(summary.records).toBeGreaterThanOrEqual(1);
    expect((await search('es', 'tarjeta regalo steam')).map((h) => h.name)).toContain('Tarjeta de regalo Steam');
    expect((await search('pt', 'cartao presente')).map((h) => h.name)).toContain('Cartão-presente Steam');
  });

  it('rebuilds stored records that predate the price bucket, so the price facet counts them', async () => {
    const { product } = await seedProduct(deps, { name: 'Bucketless Saga' });
    await syncProductIndex(deps, product.productId);
    const { data: stored } = await deps.store.entities.searchRecord.query.byProduct({ productId: product.productId }).go();
    for (const item of stored) {
      const withoutBucket = (hit: SearchHit) => Object.fromEntries(Object.entries(hit).filter(([field]) => field !== 'price_range'));
      const hits = item.hits as Record<SearchLanguage, SearchHit>;
      await deps.store.entities.searchRecord
        .patch({ productId: item.productId, objectID: item.objectID })
        .set({ hit: withoutBucket(item.hit as SearchHit), hits: Object.fromEntries(Object.entries(hits).map(([language, hit]) => [language, withoutBucket(hit)])) })
        .go();
    }

    const summary = await reindexAll(deps);

    expect(summary.rebuiltProducts).toBeGreaterThanOrEqual(1);
    const [hit] = await search('en', 'bucketless saga');
    expect(hit?.price_range).toMatch(/^(0-10|10-25|25-50|50-100|100\+)$/);
  });

  it('rebuilds stored records that predate the edition in each language, so "edição deluxe" finds them, and then leaves them alone', async () => {
    const { product } = await seedProduct(deps, { name: 'Editionless Saga' }, [{ faceValue: 'Deluxe Edition' }, { faceValue: '$50' }]);
    await syncProductIndex(deps, product.productId);
    const { data: stored } = await deps.store.entities.searchRecord.query.byProduct({ productId: product.productId }).go();
    for (const item of stored) {
      const withoutEdition = (hit: SearchHit) => Object.fromEntries(Object.entries(hit).filter(([field]) => field !== 'edition_name'));
      const hits = item.hits as Record<SearchLanguage, SearchHit>;
      await deps.store.entities.searchRecord
        .patch({ productId: item.productId, objectID: item.objectID })
        .set({ hit: withoutEdition(item.hit as SearchHit), hits: Object.fromEntries(Object.entries(hits).map(([language, hit]) => [language, withoutEdition(hit)])) })
        .go();
    }

    const first = await reindexAll(deps);
    const again = await reindexAll(deps);

    expect(first.rebuiltProducts).toBeGreaterThanOrEqual(1);
    expect((await search('pt', 'editionless edição deluxe')).map((h) => [h.name, h.edition_name])).toEqual([['Editionless Saga', 'Edição Deluxe']]);
    // A record without an edition ('$50') keeps its null through the table, so it is not rebuilt at every start.
    expect(again.rebuiltProducts).toBe(0);
  });

  it('shows a sold-out variant as purchasable once keys are imported through the admin API', async () => {
    const { product, variants } = await seedProduct(deps, { name: 'Nebula Drifters' }, [{ availableKeys: 0 }]);
    await syncProductIndex(deps, product.productId);
    await reindexAll(deps);
    expect(await search('en', 'nebula drifters', 'in_stock:true')).toEqual([]);
    const admin = await gateway.tokenFor('admin', 'search-sync-admin');

    const res = await fetch(`${gateway.url}/api/admin/variants/${variants[0]!.variantId}/keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ keys: ['NEBULA-0001-AAAA', 'NEBULA-0002-BBBB'] }),
    });

    expect(res.status).toBe(201);
    const hits = await eventually(async () => {
      const found = await search('en', 'nebula drifters', 'in_stock:true');
      return found.length ? found : null;
    });
    expect(hits.map((h) => [h.objectID, h.in_stock])).toEqual([[variants[0]!.variantId, true]]);
  });

  it("renames a product in every language's results when its change comes off the table's stream", async () => {
    const { product, variants } = await seedProduct(deps, { name: 'Quasar Tactics' });
    await syncProductIndex(deps, product.productId);
    await reindexAll(deps);
    await deps.store.entities.product
      .patch({ productId: product.productId })
      .set({ name: 'Pulsar Tactics', translations: { es: { name: 'Tácticas Púlsar' }, pt: { name: 'Táticas Pulsar' } } })
      .go();

    // What DynamoDB Streams delivers on AWS: the new image of the stored item (here its string attributes, typed as the stream types them).
    const raw = await deps.store.entities.product.get({ productId: product.productId }).go({ data: 'raw' });
    const item = (raw.data as unknown as { Item: Record<string, unknown> }).Item;
    const newImage = Object.fromEntries(Object.entries(item).flatMap(([name, value]) => (typeof value === 'string' ? [[name, { S: value }]] : [])));
    const event: DynamoDBStreamEvent = { Records: [{ eventName: 'MODIFY', dynamodb: { NewImage: newImage } }] };
    await streamHandler(event);

    const renamed = await eventually(async () => {
      // Until then 'tactics' alone answers (the store retries an empty search with optional words).
      const found = await search('en', 'pulsar tactics');
      return found.some((h) => h.name === 'Pulsar Tactics') ? found : null;
    });
    expect(renamed.map((h) => [h.objectID, h.name])).toEqual([[variants[0]!.variantId, 'Pulsar Tactics']]);
    expect(await search('en', 'quasar')).toEqual([]);
    expect((await search('es', 'tacticas pulsar')).map((h) => h.name)).toEqual(['Tácticas Púlsar']);
    expect((await search('pt', 'taticas pulsar')).map((h) => h.name)).toEqual(['Táticas Pulsar']);
  });
});

async function eventually<T>(probe: () => Promise<T | null>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('search did not catch up in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}
