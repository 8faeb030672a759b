import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { audienceSummary } from '../../functions/audience/audience-summary';
import { notifyRequestsQuery, subscribersQuery } from '../../functions/audience/audience-lists';
import { createDocumentClient } from '../../functions/lib/data/dynamo-client';
import { createStore } from '../../functions/lib/data/store';
import type { Deps } from '../../functions/lib/deps';
import { subscribeToNewsletter, unsubscribeFromNewsletter } from '../../functions/storefront/newsletter-writes';
import { registerStockNotification } from '../../functions/storefront/stock-notification-writes';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { useTestTable } from '../../test/integration/table';
import { audienceRecounter } from './recount-audience';
import { runRecount } from './run-recount';

describe('recounting the Audience screen', () => {
  let deps: Deps;
  beforeAll(async () => {
    deps = await useTestTable();
    await seedReference(deps);
  });

  it('indexes subscriptions and requests written before the screen, with their creation as consent, and rebuilds the tallies', async () => {
    const { product, variants } = await seedProduct(deps, { name: 'Recount Game' }, [{}, {}]);
    const [kept, emptied] = variants.map((v) => v.variantId) as [string, string];
    await subscribeToNewsletter(deps.store, { email: 'new@example.test', source: 'footer', now: new Date('2026-05-01T00:00:00.000Z') });
    await subscribeToNewsletter(deps.store, { email: 'gone@example.test', source: 'footer', now: new Date('2026-05-02T00:00:00.000Z') });
    await unsubscribeFromNewsletter(deps.store, { email: 'gone@example.test', now: new Date('2026-05-03T00:00:00.000Z') });
    await registerStockNotification(deps.store, { variantId: kept, productId: product.productId, email: 'new@example.test' });
    const client = createDocumentClient({ endpoint: deps.config.DYNAMODB_ENDPOINT, allowScan: true });
    const table = deps.config.TABLE_NAME;
    // As the storefront wrote them before: a subscription with neither status, consent time nor index keys, a request
    // without index keys, neither counted; and a tally left behind for a variant whose requests are gone.
    const { gsi2pk: _a, gsi2sk: _b, status: _c, consentedAt: _d, ...oldSubscription } = deps.store.entities.newsletterSubscription
      .put({ email: 'old@example.test', createdAt: '2025-03-01T00:00:00.000Z' })
      .params<{ Item: Record<string, unknown> }>().Item;
    const { gsi2pk: _e, gsi2sk: _f, ...oldRequest } = deps.store.entities.stockNotification
      .put({ variantId: kept, productId: product.productId, email: 'old@example.test', createdAt: '2025-03-02T00:00:00.000Z' })
      .params<{ Item: Record<string, unknown> }>().Item;
    await client.send(new PutCommand({ TableName: table, Item: oldSubscription }));
    await client.send(new PutCommand({ TableName: table, Item: oldRequest }));
    await deps.store.entities.stockNotificationTally.update({ productId: product.productId, variantId: emptied }).add({ waiting: 2 }).go();
    const before = await subscribersQuery(deps)(null, 10);

    const report = await runRecount(client, createStore(client, table), table, [audienceRecounter]);

    const subscribers = await subscribersQuery(deps)(null, 10);
    const requests = await notifyRequestsQuery(deps, undefined)(null, 10);
    const summary = await audienceSummary(deps);
    expect(before.data.map((s) => s.email)).toEqual(['new@example.test']);
    expect(report.results[0]).toMatchObject({ updated: 2, deleted: 1, summary: '2 subscribed, 1 unsubscribed (1 newly indexed); 2 "notify me" requests on 1 variants (1 newly indexed)' });
    expect(subscribers.data.map((s) => [s.email, s.consentedAt, s.source])).toEqual([
      ['new@example.test', '2026-05-01T00:00:00.000Z', 'footer'],
      ['old@example.test', '2025-03-01T00:00:00.000Z', 'footer'],
    ]);
    expect(requests.data.map((r) => r.email)).toEqual(['new@example.test', 'old@example.test']);
    expect(summary.newsletter).toEqual({ subscribed: 2, unsubscribed: 1 });
    expect(summary.notify.variants.map((v) => [v.variantId, v.waiting])).toEqual([[kept, 2]]);
  });
});
