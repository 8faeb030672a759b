import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../../functions/lib/data/dynamo-client';
import { productKeyEntity } from '../../functions/lib/data/entities/product-key';
import { createStore } from '../../functions/lib/data/store';
import type { Deps } from '../../functions/lib/deps';
import { storeKeys } from '../../functions/inventory/store-keys';
import { variantKeys } from '../../functions/inventory/variant-keys';
import { seedReference } from '../../test/integration/catalog-fixture';
import { purchase, signedUp, stocked } from '../../test/integration/people-fixture';
import { useTestTable } from '../../test/integration/table';
import { migrateKeyLayout } from './migrate-key-layout';

/** The key layout before keys were keyed by id: partition by variant, sorted by key. */
const legacySchema = {
  ...(productKeyEntity as unknown as { schema: ConstructorParameters<typeof Entity>[0] }).schema,
  indexes: {
    byVariant: { pk: { field: 'pk', composite: ['variantId'] }, sk: { field: 'sk', composite: ['keyId'] } },
    byVariantStatus: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['variantId'] }, sk: { field: 'gsi1sk', composite: ['status', 'keyId'] } },
  },
};

describe('moving keys stored in the old layout', () => {
  let deps: Deps;
  beforeAll(async () => {
    deps = await useTestTable();
    await seedReference(deps);
  });

  it('keeps every key, its id and its secret, refuses it re-imported, sells it, and runs once', async () => {
    const { variantId } = await stocked(deps, 0);
    const secrets = ['LEGACY-AAAA-0001', 'LEGACY-AAAA-0002'];
    await storeKeys(deps, variantId, secrets, 'test');
    const client = createDocumentClient({ endpoint: deps.config.DYNAMODB_ENDPOINT, allowScan: true });
    const table = deps.config.TABLE_NAME;
    const legacy = new Entity(legacySchema, { client, table });
    // Rewrite both keys as an earlier version stored them: a random id, and a fingerprint claim beside the key.
    const stored = (await deps.store.entities.productKey.query.byVariant({ variantId }).go()).data;
    const legacyIds = new Map<string, string>();
    for (const key of stored) {
      const legacyId = ulid();
      legacyIds.set(key.keyId, legacyId);
      const { Key } = deps.store.entities.productKey.get({ keyId: key.keyId }).params<{ Key: Record<string, string> }>();
      await client.send(new DeleteCommand({ TableName: table, Key }));
      const { Item } = legacy.put({ ...key, keyId: legacyId }).params<{ Item: Record<string, unknown> }>();
      await client.send(new PutCommand({ TableName: table, Item: { ...Item, updatedAt: key.updatedAt } }));
      await deps.store.entities.keyFingerprint.put({ fingerprint: key.keyId, keyId: legacyId, variantId }).go();
    }
    expect((await variantKeys(deps, variantId, { limit: 10 })).items).toEqual([]);

    const moved = await migrateKeyLayout(createStore(client, table), client, table);

    expect(moved).toBe(2);
    const listed = (await variantKeys(deps, variantId, { limit: 10 })).items;
    expect(listed.map((k) => k.keyId).sort()).toEqual([...legacyIds.values()].sort());
    for (const key of stored) {
      const now = (await deps.store.entities.productKey.get({ keyId: legacyIds.get(key.keyId)! }).go({ consistent: true })).data;
      expect(now).toMatchObject({ variantId, status: 'available', ciphertext: key.ciphertext, maskedKey: key.maskedKey, createdAt: key.createdAt, updatedAt: key.updatedAt });
    }
    expect((await legacy.query.byVariant({ variantId }).go({ consistent: true })).data).toEqual([]);
    const again = await storeKeys(deps, variantId, [...secrets, 'LEGACY-AAAA-0003'], 'test');
    expect(again).toMatchObject({ imported: 1, availableKeys: 3 });
    expect(again.refused.map((r) => r.reason)).toEqual(['already stored', 'already stored']);
    await signedUp(deps, 'legacy-lee', { name: 'Lee Legacy', email: 'lee@example.test' });
    await purchase(deps, variantId, 'legacy-lee', 3);
    const statuses = (await deps.store.entities.productKey.query.byVariant({ variantId }).go()).data.map((k) => k.status);
    expect(statuses).toEqual(['sold', 'sold', 'sold']);
    expect(await migrateKeyLayout(createStore(client, table), client, table)).toBeUndefined();
  });
});
