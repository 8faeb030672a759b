import type { QueueMessage, QueueName } from '../../../../shared/routes/consumer-table';

/**
 * What producers need from a queue, typed by the message its consumer-table entry declares. SQS implements it on AWS
 * and, through local-aws-sqs, on one machine.
 */
export interface MessageQueue<Q extends QueueName = QueueName> {
  send(body: QueueMessage<Q>, options?: { delaySeconds?: number }): Promise<void>;
  sendBatch(bodies: readonly QueueMessage<Q>[]): Promise<void>;
  healthCheck(): Promise<void>;
}

/** One producer per queue, each typed by its own message. */
export type MessageQueues = { [Q in QueueName]: MessageQueue<Q> };
