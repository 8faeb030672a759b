import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../local/identity/outbox';
import type { StockHealth } from '../../shared/inventory/inventory-views';
import type { Deps } from '../lib/deps';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import { handler } from './stock-alert-stream';
import { storeKeys } from './store-keys';
import { services } from '../../test/integration/services';

describe('key-pool health', () => {
  let deps: Deps;
  let gateway: TestGateway;
  beforeAll(async () => {
    deps = await useTestTable();
    await seedReference(deps);
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  type Key = { productId: string; variantId: string };
  /** The variant as the table stream carries it: the stored item, ElectroDB's keys and entity name included. */
  const image = async (key: Key) => {
    const raw = (await deps.store.entities.variant.get(key).go({ data: 'raw', consistent: true })).data as unknown as { Item?: Record<string, unknown> };
    return raw.Item ? (marshall(raw.Item) as NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>) : undefined;
  };
  /** Runs a write and hands the stream handler the record it produced (`times` deliveries, as a retried batch would). */
  const written = async (key: Key, write: () => Promise<unknown>, times = 1) => {
    const OldImage = await image(key);
    await write();
    const NewImage = await image(key);
    const record: DynamoDBRecord = { eventName: OldImage ? 'MODIFY' : 'INSERT', dynamodb: { ...(OldImage ? { OldImage } : {}), ...(NewImage ? { NewImage } : {}) } };
    const event: DynamoDBStreamEvent = { Records: Array(times).fill(record) };
    await handler(event);
  };
  const sell = (key: Key, n: number) => deps.store.entities.variant.update(key).add({ availableKeys: -n }).go();
  const mails = async (variantId: string) => {
    const text = await readFile(services().outboxPath, 'utf8').catch(() => '');
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as OutboxMessage)
      .filter((m) => m.body.includes(variantId));
  };
  const alertOf = async (variantId: string) => (await deps.store.entities.stockAlert.get({ variantId }).go({ consistent: true })).data;
  const stocked = async (keys: number) => {
    const { product, variants } = await seedProduct(deps, { name: `Pool ${randomUUID().slice(0, 6)}` }, [{ faceValue: 'Deluxe' }]);
    const key = { productId: product.productId, variantId: variants[0]!.variantId };
    await storeKeys(deps, key.variantId, Array.from({ length: keys }, () => `POOL-${randomUUID()}`), 'test');
    return { key, name: product.name };
  };

  it('e-mails staff once when a sale takes a variant under its threshold, even when the stream delivers it twice', async () => {
    const { key, name } = await stocked(6);

    await written(key, () => sell(key, 2), 2);

    expect(await alertOf(key.variantId)).toMatchObject({ level: 'low', availableKeys: 4, lowStockThreshold: 5, notifiedLevel: 'low' });
    const sent = await mails(key.variantId);
    expect(sent.map((m) => m.subject)).toEqual([`Low stock: ${name}`]);
    expect(sent[0]!.to).toBe('staff@neonkeys.local');
  });

  it('e-mails again when the pool sells out, not for sales in between, and drops the alert when restocked', async () => {
    const { key, name } = await stocked(6);
    await written(key, () => sell(key, 2));
    await written(key, () => sell(key, 1));

    await written(key, () => sell(key, 3));
    const soldOut = await alertOf(key.variantId);
    await written(key, () => storeKeys(deps, key.variantId, Array.from({ length: 8 }, () => `POOL-${randomUUID()}`), 'test'));

    expect(soldOut).toMatchObject({ level: 'soldOut', availableKeys: 0 });
    expect((await mails(key.variantId)).map((m) => m.subject)).toEqual([`Low stock: ${name}`, `Sold out: ${name}`]);
    expect(await alertOf(key.variantId)).toBeNull();
  });

  it('alerts on a new variant with no keys without e-mailing anyone, and on a threshold raised above the pool', async () => {
    const { product } = await seedProduct(deps, {}, []);
    const fresh = { productId: product.productId, variantId: randomUUID() };
    await written(fresh, () => deps.store.entities.variant.create({ ...fresh, platformId: 'steam', regionId: 'global', priceUsdCents: 100 }).go());
    const { key } = await stocked(6);

    await written(key, () => deps.store.entities.variant.patch(key).set({ lowStockThreshold: 10 }).go());

    expect(await alertOf(fresh.variantId)).toMatchObject({ level: 'soldOut' });
    expect(await mails(fresh.variantId)).toEqual([]);
    expect(await alertOf(key.variantId)).toMatchObject({ level: 'low', lowStockThreshold: 10 });
    expect(await mails(key.variantId)).toHaveLength(1);
  });

  it('lists alerts for staff with the pre-order units waiting against the stock', async () => {
    const { key, name } = await stocked(1);
    await written(key, () => sell(key, 1));
    for (let i = 0; i < 3; i++) {
      await deps.store.entities.preorderEntry
        .create({ entryId: randomUUID(), variantId: key.variantId, productId: key.productId, orderId: `order-${i}`, itemId: 'item-1', ownerKey: 'user-1', queuedAt: new Date().toISOString() })
        .go();
    }

    const res = await fetch(`${gateway.url}/api/admin/stock-alerts?limit=100`, { headers: { authorization: `Bearer ${await gateway.tokenFor('employee')}` } });
    const health = (await res.json()) as StockHealth;
    const shopper = await fetch(`${gateway.url}/api/admin/stock-alerts`, { headers: { authorization: `Bearer ${await gateway.tokenFor('user')}` } });

    expect(res.status).toBe(200);
    expect(health.soldOut.find((a) => a.variantId === key.variantId)).toMatchObject({ productName: name, platformName: 'Steam', regionName: 'Global', faceValue: 'Deluxe', availableKeys: 0, waitingPreorders: 3 });
    expect(health.preorderDemand.map((a) => a.variantId)).toContain(key.variantId);
    expect(shopper.status).toBe(403);
  });
});
