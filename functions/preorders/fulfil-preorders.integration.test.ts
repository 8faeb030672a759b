import { SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Deps } from '../lib/deps';
import { createPreorderEntry } from '../lib/data/entities/preorder-entry.factory';
import { startQueuePoller } from '../../local/queues/queue-poller';
import { seedProduct } from '../../test/integration/catalog-fixture';
import { useTestTable } from '../../test/integration/table';
import { storeKeys } from '../inventory/store-keys';

describe('pre-order fulfilment through the queue', () => {
  let deps: Deps;
  let poller: { stop(): Promise<void> };
  beforeAll(async () => {
    deps = await useTestTable();
    const client = new SQSClient({ endpoint: inject('sqsEndpoint'), region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
    poller = startQueuePoller(client, inject('queueUrls'));
  });
  afterAll(() => poller.stop());

  it('gives arriving keys to waiting pre-orders first come, first served', async () => {
    const { product, variants } = await seedProduct(deps, { isPreorder: true });
    const variantId = variants[0]!.variantId;
    const entries = [0, 1, 2].map((i) => createPreorderEntry({ variantId, orderId: `order-${i}`, queuedAt: `2026-11-0${i + 1}T10:00:00.000Z` }));
    await deps.store.entities.preorderEntry.put(entries).go();
    await storeKeys(deps, variantId, ['PRE-KEY-0001', 'PRE-KEY-0002'], 'seed');

    await deps.queues.preorders.send({ productId: product.productId, variantId });
    const done = await waitFor(async () => {
      const all = await Promise.all(entries.map((e) => deps.store.entities.preorderEntry.get({ entryId: e.entryId }).go({ consistent: true })));
      const states = all.map((r) => r.data!.status);
      return states.filter((s) => s === 'fulfilled').length === 2 ? all.map((r) => r.data!) : null;
    });

    expect(done.map((e) => e.status)).toEqual(['fulfilled', 'fulfilled', 'waiting']);
    expect(new Set(done.slice(0, 2).map((e) => e.keyId)).size).toBe(2);
    const variant = await deps.store.entities.variant.get({ productId: product.productId, variantId }).go({ consistent: true });
    expect(variant.data!.availableKeys).toBe(0);
  });
});

async function waitFor<T>(probe: () => Promise<T | null>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}
