import type { SQSEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../lib/deps';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { useTestTable } from '../../test/integration/table';
import { handler } from './sync-index';

const event = (...bodies: string[]): SQSEvent => ({
  Records: bodies.map((body, i) => ({
    messageId: `m-${i}`,
    receiptHandle: 'r',
    body,
    attributes: { ApproximateReceiveCount: '1', SentTimestamp: '0', SenderId: 's', ApproximateFirstReceiveTimestamp: '0' },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:0:search-index',
    awsRegion: 'us-east-1',
  })),
});

describe('search-index sync consumer', () => {
  let deps: Deps;
  beforeAll(async () => {
    deps = await useTestTable();
    await seedReference(deps);
  });

  it('keeps one search record per active variant and drops records of deactivated variants', async () => {
    const { product, variants } = await seedProduct(deps, { name: 'Void Runners' }, [{ availableKeys: 2 }, { platformId: 'xbox' }]);
    await handler(event(JSON.stringify({ productId: product.productId })));
    await deps.store.entities.variant.patch({ productId: product.productId, variantId: variants[1]!.variantId }).set({ isActive: false }).go();

    const result = await handler(event(JSON.stringify({ productId: product.productId })));

    expect(result.batchItemFailures).toEqual([]);
    const records = (await deps.store.entities.searchRecord.query.byProduct({ productId: product.productId }).go()).data;
    expect(records.map((r) => r.objectID)).toEqual([variants[0]!.variantId]);
    expect(records[0]!.hit).toMatchObject({ name: 'Void Runners', platform: { code: 'steam' }, in_stock: true, price: { USD: 59.99 } });
  });

  it('reports only the malformed message as failed so SQS retries it alone', async () => {
    const { product } = await seedProduct(deps);

    const result = await handler(event(JSON.stringify({ productId: product.productId }), '{"nope":1}', 'not json'));

    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'm-1' }, { itemIdentifier: 'm-2' }]);
  });
});
