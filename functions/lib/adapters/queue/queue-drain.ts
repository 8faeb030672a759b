import { ChangeMessageVisibilityBatchCommand, DeleteMessageBatchCommand, GetQueueAttributesCommand, ReceiveMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';

export interface QueueDepth {
  /** ApproximateNumberOfMessages: waiting to be received. */
  pending: number;
  /** ApproximateNumberOfMessagesNotVisible: received by a consumer and not yet deleted. */
  inFlight: number;
  /** Waiting in the queue's dead-letter queue. */
  deadLetters: number;
}

/**
 * A queue looked into and drained outside its consumer (Search Management's cards and Force Sync). SQS on AWS and,
 * through the same client, the local SQS. The dead-letter queue is found from the queue's own redrive policy, so no
 * second setting can name the wrong one.
 */
export class QueueDrain {
  private deadLetterUrl: Promise<string | null> | undefined;

  constructor(
    private readonly queueUrl: string,
    private readonly client: SQSClient,
  ) {}

  async depth(): Promise<QueueDepth> {
    const [own, dlqUrl] = await Promise.all([this.counts(this.queueUrl), this.deadLetters()]);
    const dlq = dlqUrl ? await this.counts(dlqUrl) : null;
    return { pending: own.visible, inFlight: own.notVisible, deadLetters: dlq ? dlq.visible + dlq.notVisible : 0 };
  }

  /** Up to 10 messages now (no long poll), hidden for `visibilitySeconds` while they are worked on, as Lambda's records. */
  async receive(visibilitySeconds: number): Promise<SQSRecord[]> {
    const out = await this.client.send(
      new ReceiveMessageCommand({ QueueUrl: this.queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0, VisibilityTimeout: visibilitySeconds, MessageSystemAttributeNames: ['ApproximateReceiveCount', 'SentTimestamp'] }),
    );
    return (out.Messages ?? []).map((m) => ({
      messageId: m.MessageId!,
      receiptHandle: m.ReceiptHandle!,
      body: m.Body ?? '',
      attributes: { ApproximateReceiveCount: m.Attributes?.ApproximateReceiveCount ?? '1', SentTimestamp: m.Attributes?.SentTimestamp ?? '0', SenderId: '', ApproximateFirstReceiveTimestamp: '0' },
      messageAttributes: {},
      md5OfBody: m.MD5OfBody ?? '',
      eventSource: 'aws:sqs',
      eventSourceARN: '',
      awsRegion: '',
    }));
  }

  /** Deletes what was done; what failed is made visible again at once, for the consumer (and its DLQ count) to take. */
  async settle(done: readonly SQSRecord[], failed: readonly SQSRecord[]): Promise<void> {
    const entries = (records: readonly SQSRecord[]) => records.map((r, i) => ({ Id: String(i), ReceiptHandle: r.receiptHandle }));
    await Promise.all([
      done.length ? this.client.send(new DeleteMessageBatchCommand({ QueueUrl: this.queueUrl, Entries: entries(done) })) : null,
      failed.length ? this.client.send(new ChangeMessageVisibilityBatchCommand({ QueueUrl: this.queueUrl, Entries: entries(failed).map((e) => ({ ...e, VisibilityTimeout: 0 })) })) : null,
    ]);
  }

  private async counts(url: string) {
    const out = await this.client.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }));
    return { visible: Number(out.Attributes?.ApproximateNumberOfMessages ?? 0), notVisible: Number(out.Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0) };
  }

  private deadLetters(): Promise<string | null> {
    this.deadLetterUrl ??= this.client.send(new GetQueueAttributesCommand({ QueueUrl: this.queueUrl, AttributeNames: ['RedrivePolicy'] })).then((out) => {
      const policy = out.Attributes?.RedrivePolicy;
      if (!policy) return null;
      const arn = String((JSON.parse(policy) as { deadLetterTargetArn?: string }).deadLetterTargetArn ?? '');
      const name = arn.split(':').at(-1);
      // A queue URL ends in the queue's name, on AWS and locally alike; the DLQ lives beside its queue.
      return name ? this.queueUrl.replace(/[^/]+$/, name) : null;
    });
    this.deadLetterUrl.catch(() => (this.deadLetterUrl = undefined));
    return this.deadLetterUrl;
  }
}
