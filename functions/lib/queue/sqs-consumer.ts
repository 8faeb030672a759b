import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { z } from 'zod';
import type { Needs } from '../../../shared/routes/capabilities';
import { depsFor, type Deps } from '../deps';
import { logger } from '../http/logger';

export class InvalidMessageError extends Error {
  override name = 'InvalidMessageError';
}

/**
 * A queue consumer that validates each record and reports only the failed ones, so SQS retries those alone
 * and moves repeat failures to the DLQ.
 */
export function sqsConsumer<S extends z.ZodType>(
  consumer: { needs: Needs },
  schema: S,
  process: (message: z.output<S>, deps: Deps, record: SQSRecord) => Promise<void>,
) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const failures: SQSBatchResponse['batchItemFailures'] = [];
    const d = depsFor(consumer.needs);
    for (const record of event.Records) {
      try {
        const parsed = schema.safeParse(JSON.parse(record.body));
        if (!parsed.success) throw new InvalidMessageError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
        await process(parsed.data, d, record);
      } catch (error) {
        logger.error('message failed', { messageId: record.messageId, receiveCount: record.attributes.ApproximateReceiveCount, error: error as Error });
        failures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures: failures };
  };
}
