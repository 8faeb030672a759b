import type { AttributeValue as StreamAttributeValue, DynamoDBStreamEvent } from 'aws-lambda';
import { triggers } from '../../shared/routes/trigger-table';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { depsFor } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { searchSourceEntities } from './search-source-entities';
import { tracedHandler } from '../lib/observability/tracer';

/**
 * The table's stream on AWS → "product changed" messages on the search-index queue. Products (names, translations,
 * reviews, activation), variants (prices, key counts, activation) and slides (featured rank) all qualify; the
 * event source's filter already drops every other entity, and this check keeps the handler correct without it.
 * A failed send throws, so Lambda retries the stream batch (split in halves) and then records it in the DLQ.
 */
export const handler = tracedHandler('search/product-change-stream', async (event: DynamoDBStreamEvent): Promise<void> => {
  const productIds = new Set<string>();
  for (const record of event.Records) {
    const image = record.dynamodb?.NewImage ?? record.dynamodb?.OldImage;
    const productId = image ? productIdOf(image) : undefined;
    if (productId) productIds.add(productId);
  }
  if (productIds.size === 0) return;
  await depsFor(triggers.productChangeStream.needs, [queuesProvider]).queues['search-index'].sendBatch([...productIds].map((productId) => ({ productId })));
  logger.info('queued search syncs from the table stream', { products: productIds.size, records: event.Records.length });
});

function productIdOf(image: Record<string, StreamAttributeValue>): string | undefined {
  const entity = image.__edb_e__?.S;
  if (!entity || !(searchSourceEntities as readonly string[]).includes(entity)) return undefined;
  return image.productId?.S;
}
