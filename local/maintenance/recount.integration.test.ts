import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestTable } from '../../test/integration/table';
import { createDocumentClient } from '../../functions/lib/data/dynamo-client';
import { catalogCounterScopes } from '../../functions/lib/data/entities/catalog-counter';
import { createStore, type Store } from '../../functions/lib/data/store';
import type { Deps } from '../../functions/lib/deps';
import { findByLookup } from '../../functions/lib/lookup/lookup-index';
import { fingerprintKeys, storedFingerprints } from '../../functions/inventory/key-claims';
import { orderStatusCounts } from '../../functions/orders/order-status-counts';
import { BucketFiles } from '../object-store/bucket-files';
import { buildCatalog } from '../seed/build-catalog';
import { demoKeys } from '../seed/demo-keys';
import { seedScale, type ScaleSummary } from '../seed/scale/seed-scale';
import { optionalRecounters, recounters } from './recounters';
import { runRecount } from './run-recount';

/** Every item of the table by its key, without the write times a rebuilt item gets anew. */
async function snapshot(client: DynamoDBDocumentClient, table: string): Promise<Map<string, Record<string, unknown>>> {
  const items = new Map<string, Record<string, unknown>>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start }));
    for (const { createdAt: _c, updatedAt: _u, ...item } of page.Items ?? []) items.set(`${String(item.pk)}|${String(item.sk)}`, item);
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

describe('recounting from the table, on a small scale store', () => {
  let deps: Deps;
  let client: DynamoDBDocumentClient;
  let inspect: Store;
  let seeded: ScaleSummary;
  const recount = (which = recounters) => runRecount(client, inspect, deps.config.TABLE_NAME, which);

  beforeAll(async () => {
    deps = await useTestTable();
    client = createDocumentClient({ endpoint: deps.config.DYNAMODB_ENDPOINT, allowScan: true });
    inspect = createStore(client, deps.config.TABLE_NAME);
    // The reference data the generated catalogue points at, without the demo catalogue (its key imports are slow).
    const reference = buildCatalog(deps.now());
    await Promise.all([inspect.entities.platform.put(reference.platforms).go(), inspect.entities.region.put(reference.regions).go(), inspect.entities.language.put(reference.languages).go()]);
    seeded = await seedScale(deps, {
      sizes: { products: 16, variants: 40, keys: 240, orders: 80, users: 16 },
      images: new BucketFiles(join(await mkdtemp(join(tmpdir(), 'neonkeys-recount-')), 'images')),
      log: () => undefined,
      onDemo: false,
    });
  }, 120_000);

  it('finds every counter, figure, index key and order term the seed wrote as the rebuild makes them: a full recount changes no item', async () => {
    const before = await snapshot(client, deps.config.TABLE_NAME);

    const report = await recount([...recounters, ...Object.values(optionalRecounters)]);

    expect(await snapshot(client, deps.config.TABLE_NAME)).toEqual(before);
    // Every recounter rebuilt its items; the buyers' figures were found right and not written again.
    expect(report.results.map((r) => [r.name, r.written > 0])).toEqual([
      ['sales counters', true],
      ['catalogue counters', true],
      ['order status counters', true],
      ['user figures and index', false],
      ['variant counts', false],
      ['pre-order tallies', true],
      ['platform listings', true],
      ['audience tallies and indexes', false],
      ['order search terms', true],
    ]);
    expect(report.results.find((r) => r.name === 'variant counts')?.summary).toMatch(/^\d+ variant groups, 0 counts corrected$/);
    expect(report.results.find((r) => r.name === 'user figures and index')?.summary).toMatch(/^16 users \(0 newly indexed\), order figures of \d+ buyers \(0 corrected\)$/);
    const statuses = await orderStatusCounts(deps);
    expect(Object.values(statuses).reduce((n, c) => n + c, 0)).toBe(seeded.orders);
    expect([statuses.completed, statuses.failed, statuses.refunded, statuses.processing].every((c) => c > 0)).toBe(true);
  });

  it('leaves the seeded keys claimed and the products, users and orders findable as the write paths leave them', async () => {
    const variant = (await inspect.entities.variant.scan.go({ pages: 'all' })).data.find((v) => v.availableKeys > 0)!;
    const product = (await inspect.entities.product.get({ productId: variant.productId }).go()).data!;
    const [secret] = demoKeys(variant.variantId, product.productType, variant.platformId as never, 1);
    const samples = seeded.samples!;

    const [claim] = await fingerprintKeys(deps, [{ productId: product.productId, variantId: variant.variantId, platformId: variant.platformId, productType: product.productType, secrets: [secret!] }]);

    expect(await storedFingerprints(deps, claim!.keys.map((k) => k.fingerprint), false)).toEqual(new Set([claim!.keys[0]!.fingerprint]));
    expect((await findByLookup(deps, 'product', product.slug.split('-')[0]!, { limit: 50 })).refIds).toContain(product.productId);
    expect((await findByLookup(deps, 'user', samples.email, { limit: 10 })).refIds).toContain(samples.userId);
    expect((await findByLookup(deps, 'order', samples.orderNumber, { limit: 10 })).refIds).toEqual([samples.orderId]);
  });

  it('repairs drifted counters and figures, and removes shards, scopes and figures that should not exist', async () => {
    const truth = await snapshot(client, deps.config.TABLE_NAME);
    const buyer = (await inspect.entities.userOrderStats.scan.go({ pages: 'all' })).data[0]!;
    const group = (await inspect.entities.variantGroup.scan.go({ pages: 'all' })).data[0]!;
    await Promise.all([
      inspect.entities.variantGroup.patch({ productId: group.productId, productCreatedAt: group.productCreatedAt }).set({ variantCount: 99 }).go(),
      inspect.entities.salesCounter.put({ scope: 'all#5', orders: 7, units: 7, revenueCents: 700, refunds: 0, refundedCents: 0 }).go(),
      inspect.entities.catalogCounter.put([{ scope: catalogCounterScopes.users, count: 1 }, { scope: 'platform#retired', count: 3 }]).go(),
      inspect.entities.orderStatusCounter.put({ shard: 7, pending: 0, processing: 0, completed: 3, failed: 0, refunded: 0, preorder_confirmed: 0 }).go(),
      inspect.entities.userOrderStats.put([{ userId: buyer.userId, orders: 99, spentCents: 1 }, { userId: 'never-bought', orders: 2, spentCents: 500 }]).go(),
      inspect.entities.preorderTally.put({ productId: 'never-queued', variantId: 'never-queued-v', waiting: 0 }).go(),
      inspect.entities.listedPlatform.put({ productId: 'never-listed', platformId: 'steam' }).go(),
      inspect.entities.listedPlatformCount.put({ platformId: 'retired', count: 2 }).go(),
    ]);

    const report = await recount();

    expect(await snapshot(client, deps.config.TABLE_NAME)).toEqual(truth);
    expect(Object.fromEntries(report.results.map((r) => [r.name, r.deleted]))).toMatchObject({ 'sales counters': 1, 'catalogue counters': 1, 'user figures and index': 1, 'pre-order tallies': 1, 'platform listings': 2 });
    expect(report.results.find((r) => r.name === 'variant counts')?.updated).toBe(1);
  });
});
