import { z } from 'zod';
import { sqsConsumer } from '../lib/queue/sqs-consumer';
import { syncProductIndex } from './sync-product-index';

/** "This product changed": sent by every catalogue or stock write that affects what search shows. */
export const productChangedMessage = z.strictObject({ productId: z.string().min(1) });

export const handler = sqsConsumer(productChangedMessage, async ({ productId }, deps) => {
  await syncProductIndex(deps, productId);
});
