import { consumers } from '../../shared/routes/consumer-table';
import { sqsConsumer } from '../lib/queue/sqs-consumer';
import { applyPurchase } from './apply-purchase';
import { ingestBatch } from './ingest-batch';

/** The tracking queue's consumer: each beacon's events stored and its session advanced (`ingestBatch`), and each paid order of a session put on its journey (`applyPurchase`). */
export const handler = sqsConsumer(consumers.trackingIngest, async (message, deps) => {
  if ('kind' in message) await applyPurchase(deps, message);
  else await ingestBatch(deps, message);
});
