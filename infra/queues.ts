import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { consumers, visibilityTimeoutFor, type QueueName } from '../shared/routes/consumer-table';
import { pascal } from './construct-id';

/** One work queue per consumer in the consumer table, each with its own dead-letter queue. */
export class Queues extends Construct {
  readonly byName: Record<QueueName, sqs.Queue>;
  readonly deadLetters: Record<QueueName, sqs.Queue>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const byName: Partial<Record<QueueName, sqs.Queue>> = {};
    const deadLetters: Partial<Record<QueueName, sqs.Queue>> = {};
    for (const consumer of Object.values(consumers)) {
      const base = pascal(consumer.queue);
      const dlq = new sqs.Queue(this, `${base}Dlq`, {
        // Fourteen days, the SQS maximum, to inspect and redrive failed messages.
        retentionPeriod: Duration.days(14),
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        // Failed messages are unfinished work (a pre-order not yet fulfilled); they outlive the stack.
        removalPolicy: RemovalPolicy.RETAIN,
      });
      byName[consumer.queue] = new sqs.Queue(this, base, {
        visibilityTimeout: Duration.seconds(visibilityTimeoutFor(consumer.timeoutSeconds)),
        deadLetterQueue: { queue: dlq, maxReceiveCount: consumer.maxReceiveCount },
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
      });
      deadLetters[consumer.queue] = dlq;
    }
    this.byName = byName as Record<QueueName, sqs.Queue>;
    this.deadLetters = deadLetters as Record<QueueName, sqs.Queue>;
  }
}

