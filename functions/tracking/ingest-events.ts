import { consumers } from '../../shared/routes/consumer-table';
import { sqsConsumer } from '../lib/queue/sqs-consumer';
import { ingestBatch } from './ingest-batch';

/** The tracking queue's consumer: each beacon's events stored and its session advanced (`ingestBatch`). */
export const handler = sqsConsumer(consumers.trackingIngest, async (message, deps) => {
  await ingestBatch(deps, message);
});
