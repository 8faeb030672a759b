import { DeleteMessageBatchCommand, ReceiveMessageCommand, type Message, type SQSClient } from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { consumers, type ConsumerId } from '../../shared/routes/consumer-table';
import { logger } from '../../functions/lib/http/logger';
import { loadHandler } from '../runtime/handler-loader';

type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

/**
 * Does what Lambda's SQS event source mapping does: receive a batch, call the consumer, delete the records it
 * did not report as failed. Failed records reappear after the visibility timeout and go to the DLQ after
 * maxReceiveCount receives, exactly as on AWS.
 */
export function startQueuePoller(client: SQSClient, queueUrls: Record<string, string>, options: { waitSeconds?: number } = {}) {
  let running = true;
  // Stopping ends the long polls in flight too, instead of waiting up to a second for each to come back empty.
  const stopping = new AbortController();
  // As many loops per queue as the consumer may have batches in flight on AWS (its event source's maximum concurrency).
  const batchesOf = (id: ConsumerId): number => {
    const consumer = consumers[id];
    return 'concurrentBatches' in consumer ? consumer.concurrentBatches : 1;
  };
  const loops = (Object.keys(consumers) as ConsumerId[]).flatMap((id) => Array.from({ length: batchesOf(id) }, () => id)).map(async (id) => {
    const consumer = consumers[id];
    const queueUrl = queueUrls[consumer.queue]!;
    const handler = await loadHandler<SqsHandler>(consumer.handler);
    while (running) {
      try {
        const out = await client.send(
          new ReceiveMessageCommand({
            QueueUrl: queueUrl,
            MaxNumberOfMessages: consumer.batchSize,
            WaitTimeSeconds: options.waitSeconds ?? 1,
            MessageSystemAttributeNames: ['All'],
          }),
          { abortSignal: stopping.signal },
        );
        const messages = out.Messages ?? [];
        if (messages.length === 0) continue;
        await deliverBatch(client, queueUrl, messages, handler, id);
      } catch (error) {
        if (!running) break;
        logger.error('queue poll failed', { consumer: id, error: error as Error });
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  });
  return {
    stop: async () => {
      running = false;
      stopping.abort();
      await Promise.allSettled(loops);
    },
  };
}

async function deliverBatch(client: SQSClient, queueUrl: string, messages: Message[], handler: SqsHandler, id: ConsumerId) {
  const event: SQSEvent = { Records: messages.map((m) => toRecord(m, queueUrl)) };
  let failed: Set<string>;
  try {
    const response = await handler(event, lambdaContext(id));
    failed = new Set((response?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
  } catch (error) {
    // A thrown consumer fails the whole batch, as on Lambda.
    logger.error('consumer threw; batch will be retried', { consumer: id, error: error as Error });
    return;
  }
  const done = messages.filter((m) => !failed.has(m.MessageId!));
  if (done.length === 0) return;
  await client.send(
    new DeleteMessageBatchCommand({
      QueueUrl: queueUrl,
      Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
    }),
  );
}

function toRecord(message: Message, queueUrl: string): SQSRecord {
  const attrs = message.Attributes ?? {};
  return {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attrs.ApproximateReceiveCount ?? '1',
      SentTimestamp: attrs.SentTimestamp ?? String(Date.now()),
      SenderId: attrs.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attrs.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:us-east-1:000000000000:${queueUrl.split('/').pop()}`,
    awsRegion: 'us-east-1',
  };
}

/** The Lambda context handlers receive; a class so each invocation allocates one object, not a set of closures. */
class LocalLambdaContext implements Context {
  callbackWaitsForEmptyEventLoop = false;
  functionVersion = '$LATEST';
  memoryLimitInMB = '512';
  logStreamName = 'local';
  invokedFunctionArn: string;
  logGroupName: string;
  private readonly started = Date.now();

  constructor(
    readonly functionName: string,
    readonly awsRequestId: string,
  ) {
    this.invokedFunctionArn = `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`;
    this.logGroupName = `/aws/lambda/${functionName}`;
  }

  getRemainingTimeInMillis() {
    return Math.max(0, 30_000 - (Date.now() - this.started));
  }

  done() {}
  fail() {}
  succeed() {}
}

export function lambdaContext(functionName: string, awsRequestId: string = crypto.randomUUID()): Context {
  return new LocalLambdaContext(functionName, awsRequestId);
}
