import { ScanCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ProductKeyItem } from '../../functions/lib/data/entities/product-key';
import { keyLayoutMigration } from '../../functions/lib/data/entities/table-migration';
import type { Store } from '../../functions/lib/data/store';

const legacyPrefix = '$neonkeys#variantid_';
const segments = 4;
const pairsPerTransaction = 50;

/**
 * Moves keys written before keys were keyed by their id (partition: the variant; sort: the key) to today's layout
 * (partition: the key; a variant's keys listed on gsi2), each in a transaction that puts the new item and deletes the
 * old, so a key is never lost or doubled even if the tool stops half way. Ids, status, orders and secrets are kept, so
 * order keys and audits still point at them; their fingerprint claims stay, and the record of the run tells imports to read
 * them too (`legacyClaims`), so a moved key re-imported is still refused. Runs once per table: a finished run is recorded
 * and later starts skip the scan.
 */
export async function migrateKeyLayout(store: Store, client: DynamoDBDocumentClient, table: string): Promise<number | undefined> {
  const done = await store.entities.tableMigration.get({ name: keyLayoutMigration }).go();
  if (done.data) return undefined;
  const moved = await Promise.all(Array.from({ length: segments }, (_, segment) => migrateSegment(store, client, table, segment)));
  const total = moved.reduce((a, b) => a + b, 0);
  await store.entities.tableMigration.put({ name: keyLayoutMigration, moved: total, legacyClaims: total > 0 }).go();
  return total;
}

async function migrateSegment(store: Store, client: DynamoDBDocumentClient, table: string, segment: number): Promise<number> {
  let moved = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: table,
        Segment: segment,
        TotalSegments: segments,
        FilterExpression: '#e = :e AND begins_with(#pk, :legacy)',
        ExpressionAttributeNames: { '#e': '__edb_e__', '#pk': 'pk' },
        ExpressionAttributeValues: { ':e': 'productKey', ':legacy': legacyPrefix },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    const items = page.Items ?? [];
    for (let at = 0; at < items.length; at += pairsPerTransaction) {
      const chunk = items.slice(at, at + pairsPerTransaction);
      await client.send(new TransactWriteCommand({ TransactItems: chunk.flatMap((legacy) => moveItem(store, table, legacy)) }));
      moved += chunk.length;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return moved;
}

function moveItem(store: Store, table: string, legacy: Record<string, unknown>) {
  const { pk, sk, gsi1pk: _gsi1pk, gsi1sk: _gsi1sk, __edb_e__: _e, __edb_v__: _v, ...attributes } = legacy;
  const { Item } = store.entities.productKey.put(attributes as unknown as ProductKeyItem).params<{ Item: Record<string, unknown> }>();
  // Moved, not changed: the put's own `updatedAt` would say otherwise.
  const item = { ...Item, updatedAt: attributes.updatedAt };
  return [
    { Put: { TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
    { Delete: { TableName: table, Key: { pk, sk }, ConditionExpression: 'attribute_exists(pk)' } },
  ];
}
