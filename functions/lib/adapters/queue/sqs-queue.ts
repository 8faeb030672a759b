import type { SQSClient } from '@aws-sdk/client-sqs';
import { GetQueueAttributesCommand, SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { QueueMessage, QueueName } from '../../../../shared/routes/consumer-table';
import type { MessageQueue } from './message-queue';

export class QueueSendError extends Error {
  override name = 'QueueSendError';
}

/** The SQS producer. Locally the same client talks to local-aws-sqs through AWS_ENDPOINT_URL_SQS. */
export class SqsQueue<Q extends QueueName = QueueName> implements MessageQueue<Q> {
  constructor(
    private readonly queueUrl: string,
    private readonly client: SQSClient,
  ) {}

  async send(body: QueueMessage<Q>, options: { delaySeconds?: number } = {}) {
    await this.client.send(
      new SendMessageCommand({ QueueUrl: this.queueUrl, MessageBody: JSON.stringify(body), DelaySeconds: options.delaySeconds }),
    );
  }

  async sendBatch(bodies: readonly QueueMessage<Q>[]) {
    // SQS takes at most ten entries per batch.
    for (let start = 0; start < bodies.length; start += 10) {
      const entries = bodies.slice(start, start + 10).map((body, i) => ({ Id: String(start + i), MessageBody: JSON.stringify(body) }));
      const out = await this.client.send(new SendMessageBatchCommand({ QueueUrl: this.queueUrl, Entries: entries }));
      if (out.Failed?.length) {
        throw new QueueSendError(`${out.Failed.length} of ${entries.length} messages were not queued: ${out.Failed[0]?.Message ?? 'unknown'}`);
      }
    }
  }

  async healthCheck() {
    await this.client.send(new GetQueueAttributesCommand({ QueueUrl: this.queueUrl, AttributeNames: ['ApproximateNumberOfMessages'] }));
  }
}
