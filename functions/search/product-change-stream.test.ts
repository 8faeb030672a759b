import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { setDeps, type Deps } from '../lib/deps';
import { handler } from './product-change-stream';

type Image = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;
const image = (entity: string, productId?: string): Image => ({
  __edb_e__: { S: entity },
  ...(productId ? { productId: { S: productId } } : {}),
});
const record = (eventName: 'INSERT' | 'MODIFY' | 'REMOVE', img: Image): DynamoDBRecord => ({
  eventName,
  dynamodb: eventName === 'REMOVE' ? { OldImage: img } : { NewImage: img, OldImage: img },
});

function withQueue() {
  const sent: unknown[][] = [];
  const queue = { send: () => Promise.resolve(), sendBatch: (bodies: readonly unknown[]) => (sent.push([...bodies]), Promise.resolve()), healthCheck: () => Promise.resolve() };
  setDeps({ queues: { 'search-index': queue } } as unknown as Deps);
  return sent;
}

describe('the table stream to the search-index queue', () => {
  afterEach(() => setDeps(undefined));

  it('sends one product-changed message per product touched by product, variant or slide writes, removals included', async () => {
    const sent = withQueue();
    const event: DynamoDBStreamEvent = {
      Records: [
        record('MODIFY', image('product', 'p1')),
        record('MODIFY', image('variant', 'p1')),
        record('INSERT', image('variant', 'p2')),
        record('REMOVE', image('featuredSlide', 'p3')),
      ],
    };

    await handler(event);

    expect(sent).toEqual([[{ productId: 'p1' }, { productId: 'p2' }, { productId: 'p3' }]]);
  });

  it('ignores other entities, including the search records the consumer itself writes', async () => {
    const sent = withQueue();

    await handler({ Records: [record('INSERT', image('searchRecord', 'p1')), record('INSERT', image('searchLog')), record('MODIFY', image('user'))] });

    expect(sent).toEqual([]);
  });
});
