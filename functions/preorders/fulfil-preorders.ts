import { consumers } from '../../shared/routes/consumer-table';
import { mailerProvider } from '../lib/adapters/mailer/mailer-provider';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { sqsConsumer } from '../lib/queue/sqs-consumer';
import { logger } from '../lib/http/logger';
import { guestLinksProvider } from '../orders/guest-links-provider';
import { fulfilVariantQueue } from './fulfil-variant-queue';

export const handler = sqsConsumer(consumers.preorderFulfilment, async ({ productId, variantId }, deps) => {
  const result = await fulfilVariantQueue(deps, productId, variantId);
  if (result.fulfilled === 0) return;
  logger.info('pre-orders fulfilled', { variantId, ...result });
  // Fulfilment used up stock after key import's own search sync may already have run; on AWS the table stream
  // also reports it, locally this message is the only one.
  await deps.queues['search-index'].send({ productId });
}, { uses: [queuesProvider, mailerProvider, guestLinksProvider] });
