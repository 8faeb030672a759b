// `npx tsx local/maintenance/recount-users.ts`: rebuilds what the people back office keeps on write, from the table
// itself. Run it once against a table whose users predate the back office (their profiles lack the newest-users index
// keys and search words, and nobody counted them), or whenever a counter is in doubt. Maintenance may Scan; request
// paths never do. Locally, point it at the running store's DynamoDB with DYNAMODB_ENDPOINT and TABLE_NAME.
import { pathToFileURL } from 'node:url';
import { userLookupRecord } from '../../functions/identity/user-lookup';
import { readConfig } from '../../functions/lib/config';
import { createDocumentClient } from '../../functions/lib/data/dynamo-client';
import { catalogCounterScopes } from '../../functions/lib/data/entities/catalog-counter';
import { createStore, type Store } from '../../functions/lib/data/store';
import { lookupItems } from '../../functions/lib/lookup/lookup-index';
import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isPaid } from '../../shared/orders/order-status';

export interface UserRecount {
  users: number;
  /** Profiles that were missing from the newest-users index and were given its keys. */
  indexed: number;
  buyers: number;
}

/**
 * Counts every profile into the `users` counter, gives profiles the newest-users index keys (without touching
 * `updatedAt`, which is their Last Activity), writes their search words, and rebuilds each buyer's order figures
 * from their paid orders (refunded ones included: figures count what was paid, before refunds).
 */
export async function recountUsers(client: DynamoDBDocumentClient, table: string): Promise<UserRecount> {
  const store = createStore(client, table);
  const users = (await store.entities.user.scan.go({ pages: 'all' })).data;
  let indexed = 0;
  for (const user of users) {
    const raw = (await client.send(new GetCommand({ TableName: table, Key: keyOf(store, user.userId) }))).Item;
    if (raw && raw.gsi2pk === undefined) {
      const { Item } = store.entities.user.put(user).params<{ Item: Record<string, string> }>();
      await client.send(
        new UpdateCommand({ TableName: table, Key: keyOf(store, user.userId), UpdateExpression: 'SET gsi2pk = :pk, gsi2sk = :sk', ExpressionAttributeValues: { ':pk': Item.gsi2pk, ':sk': Item.gsi2sk } }),
      );
      indexed++;
    }
  }
  const terms = users.flatMap((u) => lookupItems(userLookupRecord(u)));
  if (terms.length) await store.entities.lookupTerm.put(terms).go();
  await store.entities.catalogCounter.put({ scope: catalogCounterScopes.users, count: users.length }).go();

  const orders = (await store.entities.order.scan.go({ pages: 'all' })).data.filter((o) => o.userId && o.paidAt && (isPaid(o.status) || o.status === 'refunded'));
  const figures = new Map<string, { orders: number; spentCents: number; lastOrderAt: string }>();
  for (const o of orders) {
    const f = figures.get(o.userId!) ?? { orders: 0, spentCents: 0, lastOrderAt: o.paidAt! };
    figures.set(o.userId!, { orders: f.orders + 1, spentCents: f.spentCents + o.totalCents, lastOrderAt: o.paidAt! > f.lastOrderAt ? o.paidAt! : f.lastOrderAt });
  }
  const stats = [...figures].map(([userId, f]) => ({ userId, ...f }));
  if (stats.length) await store.entities.userOrderStats.put(stats).go();
  return { users: users.length, indexed, buyers: stats.length };
}

function keyOf(store: Store, userId: string): Record<string, string> {
  const { Key } = store.entities.user.get({ userId }).params<{ Key: Record<string, string> }>();
  return Key;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const config = readConfig();
  const client = createDocumentClient({ endpoint: config.DYNAMODB_ENDPOINT, allowScan: true });
  const result = await recountUsers(client, config.TABLE_NAME);
  console.log(`Counted ${result.users} users (${result.indexed} newly indexed) and rebuilt the order figures of ${result.buyers} buyers.`);
}
