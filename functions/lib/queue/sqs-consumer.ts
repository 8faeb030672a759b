import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type * as z from 'zod';
import type { Needs } from '../../../shared/routes/capabilities';
import { depsFor, type Deps } from '../deps';
import type { Provider } from '../wiring/provider';
import { logger } from '../http/logger';
import { recordBatch } from '../observability/metrics';
import { tracedHandler } from '../observability/tracer';

export class InvalidMessageError extends Error {
  override name = 'InvalidMessageError';
}

/** Parses one record's body against its queue's message schema; InvalidMessageError names what is wrong. */
export function parseMessage<S extends z.ZodType>(schema: S, record: SQSRecord): z.output<S> {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    throw new InvalidMessageError('The message body is not JSON');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new InvalidMessageError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return parsed.data;
}

/**
 * Runs a batch through Powertools' BatchProcessor: each record on its own, and only the failed ones reported
 * (`batchItemFailures`), so SQS retries those alone and moves repeat failures to the DLQ. Latency and failures are
 * recorded per consumer.
 */
export async function processBatch(
  name: string,
  event: SQSEvent,
  context: Context | undefined,
  handleRecord: (record: SQSRecord) => Promise<void>,
): Promise<SQSBatchResponse> {
  const started = performance.now();
  const processor = new BatchProcessor(EventType.SQS);
  const response = await processPartialResponse(
    event,
    async (record: SQSRecord) => {
      try {
        await handleRecord(record);
      } catch (error) {
        logger.error('message failed', { messageId: record.messageId, receiveCount: record.attributes.ApproximateReceiveCount, error: error as Error });
        throw error;
      }
    },
    processor,
    // A batch in which every record failed is answered, not thrown, so it is retried record by record like any other.
    { context: context as Context, throwOnFullBatchFailure: false },
  );
  recordBatch(name, event.Records.length, response.batchItemFailures.length, performance.now() - started);
  return response;
}

/** A queue consumer that validates each record against its queue's message schema and handles it with its declared adapters. */
export function sqsConsumer<C extends { needs: Needs; handler: string; message: z.ZodType }>(
  consumer: C,
  process: (message: z.output<C['message']>, deps: Deps, record: SQSRecord) => Promise<void>,
  wiring: { uses?: readonly Provider[] } = {},
) {
  return tracedHandler(consumer.handler, (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
    const d = depsFor(consumer.needs, wiring.uses);
    return processBatch(consumer.handler, event, context, (record) => process(parseMessage(consumer.message, record) as z.output<C['message']>, d, record));
  });
}
