import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../functions/lib/deps';
import { findByLookup } from '../../functions/lib/lookup/lookup-index';
import { orderStatusCounts } from '../../functions/orders/order-status-counts';
import { useTestTable } from '../../test/integration/table';
import { recountOrderStatuses } from './recount-order-statuses';
import { orderLookupRecounter } from './reindex-order-lookup';
import { runRecount } from './run-recount';
import { createDocumentClient } from '../../functions/lib/data/dynamo-client';
import { createStore } from '../../functions/lib/data/store';

describe('order maintenance', () => {
  let deps: Deps;
  beforeAll(async () => {
    deps = await useTestTable();
  });

  /** An order written as the store wrote them before it kept counters and search terms. */
  async function legacyOrder(status: 'completed' | 'failed', userId?: string) {
    const orderId = randomUUID().replaceAll('-', '');
    await deps.store.entities.order
      .put({
        orderId,
        orderNumber: `NK-2025-${orderId.slice(0, 6)}`,
        ownerKey: userId ?? `guest:${orderId}@example.test`,
        ...(userId ? { userId } : {}),
        deliveryEmail: `${orderId}@example.test`,
        status,
        fulfilmentStatus: status === 'completed' ? 'fulfilled' : 'failed',
        subtotalCents: 500,
        totalCents: 500,
        reservedUntil: '2025-01-01T00:30:00.000Z',
        items: [],
      })
      .go();
    return orderId;
  }

  it('rebuilds the status counters from the orders', async () => {
    const before = await recountOrderStatuses(deps);
    await legacyOrder('completed');
    await legacyOrder('completed');
    await legacyOrder('failed');

    const counts = await recountOrderStatuses(deps);

    expect(counts).toEqual({ ...before, completed: before.completed + 2, failed: before.failed + 1 });
    expect(await orderStatusCounts(deps)).toEqual(counts);
  });

  it('indexes orders placed before their terms were written, under the buyer’s current name', async () => {
    await deps.store.entities.user.put({ userId: 'legacy-buyer', fullName: 'Ottilie Marchbanks', username: 'ottim' }).go();
    const orderId = await legacyOrder('completed', 'legacy-buyer');
    expect((await findByLookup(deps, 'order', 'marchbanks', { limit: 10 })).refIds).not.toContain(orderId);

    const client = createDocumentClient({ endpoint: deps.config.DYNAMODB_ENDPOINT, allowScan: true });
    const report = await runRecount(client, createStore(client, deps.config.TABLE_NAME), deps.config.TABLE_NAME, [orderLookupRecounter]);

    expect(report.results[0]!.written).toBeGreaterThanOrEqual(1);

    expect((await findByLookup(deps, 'order', 'marchbanks', { limit: 10 })).refIds).toContain(orderId);
    expect((await findByLookup(deps, 'order', 'ottim', { limit: 10 })).refIds).toContain(orderId);
  });
});
