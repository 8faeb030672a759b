import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { consumers } from '../../shared/routes/consumer-table';
import { searchIndexProvider } from '../lib/adapters/search-index/search-index-provider';
import { depsFor } from '../lib/deps';
import { processBatch } from '../lib/queue/sqs-consumer';
import { syncBatch } from './sync-batch';

/**
 * The search-index consumer. Messages for the same product collapse into one sync; all products' changes go to
 * the engine as one batch per language index. The engine is written before the table's records, so a failed push
 * is planned again in full on retry (deletions included). Only the messages whose product failed are reported,
 * so SQS retries those alone and moves repeat failures to the DLQ.
 */
export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  const outcomes = await syncBatch(depsFor(consumers.searchIndexSync.needs, [searchIndexProvider]), event.Records);
  return processBatch(consumers.searchIndexSync.handler, event, context, async (record) => {
    const failure = outcomes.get(record.messageId);
    if (failure) throw failure;
  });
}

