import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../../functions/lib/data/dynamo-client';
import { catalogCounterScopes } from '../../functions/lib/data/entities/catalog-counter';
import type { Deps } from '../../functions/lib/deps';
import { listUsers } from '../../functions/people/user-listing';
import { seedReference } from '../../test/integration/catalog-fixture';
import { purchase, signedUp, stocked } from '../../test/integration/people-fixture';
import { useTestTable } from '../../test/integration/table';
import { catalogRecounter } from './recount-catalog';
import { userRecounter } from './recount-users';
import { runRecount } from './run-recount';
import { createStore } from '../../functions/lib/data/store';

describe('recounting the people figures', () => {
  let deps: Deps;
  beforeAll(async () => {
    deps = await useTestTable();
    await seedReference(deps);
  });

  it('rebuilds the users count, the newest-users index, search words and order figures of profiles that predate them', async () => {
    await signedUp(deps, 'kept-kim', { name: 'Kim Kept', email: 'kim@example.test' });
    const { variantId, priceUsdCents } = await stocked(deps, 2, 900);
    await purchase(deps, variantId, 'kept-kim', 2);
    // A profile from before the back office: no index keys, no words, not counted, no figures.
    await deps.store.entities.user.put({ userId: 'old-olive', email: 'olive@example.test', fullName: 'Olive Old', createdAt: '2025-01-01T00:00:00.000Z' }).go();
    const client = createDocumentClient({ endpoint: deps.config.DYNAMODB_ENDPOINT, allowScan: true });
    const oldKey = deps.store.entities.user.get({ userId: 'old-olive' }).params<{ Key: Record<string, string> }>().Key;
    await client.send(new UpdateCommand({ TableName: deps.config.TABLE_NAME, Key: oldKey, UpdateExpression: 'REMOVE gsi2pk, gsi2sk' }));
    await client.send(new DeleteCommand({ TableName: deps.config.TABLE_NAME, Key: deps.store.entities.userOrderStats.get({ userId: 'kept-kim' }).params<{ Key: Record<string, string> }>().Key }));
    const before = await listUsers(deps, { limit: 10 });

    const report = await runRecount(client, createStore(client, deps.config.TABLE_NAME), deps.config.TABLE_NAME, [userRecounter, catalogRecounter]);

    const after = await listUsers(deps, { limit: 10 });
    const found = await listUsers(deps, { q: 'olive', limit: 10 });
    expect(before.items.map((u) => u.userId)).toEqual(['kept-kim']);
    expect(report.results.find((r) => r.name === 'user figures and index')).toMatchObject({ updated: 1, deleted: 0, summary: '2 users (1 newly indexed), order figures of 1 buyers (1 corrected)' });
    expect(after.items.map((u) => [u.userId, u.orders])).toEqual([['kept-kim', 1], ['old-olive', 0]]);
    expect(found.items.map((u) => u.userId)).toEqual(['old-olive']);
    expect((await deps.store.entities.catalogCounter.get({ scope: catalogCounterScopes.users }).go()).data?.count).toBe(2);
    expect((await deps.store.entities.userOrderStats.get({ userId: 'kept-kim' }).go()).data).toMatchObject({ orders: 1, spentCents: 2 * priceUsdCents });
  });
});
