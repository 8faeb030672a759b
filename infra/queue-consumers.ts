import { Duration } from 'aws-cdk-lib';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { consumers } from '../shared/routes/consumer-table';
import { pascal } from './construct-id';
import { grantAccess, type AccessTargets } from './function-access';
import { HouseFunction } from './house-function';

export interface QueueConsumersProps {
  environment: Record<string, string>;
  access: AccessTargets;
  entryFor?: (handler: string) => string;
}

/** A Lambda per consumer in the consumer table, fed by its queue in batches that report partial failures. */
export class QueueConsumers extends Construct {
  readonly functions: Record<string, HouseFunction> = {};

  constructor(scope: Construct, id: string, props: QueueConsumersProps) {
    super(scope, id);
    for (const [consumerId, consumer] of Object.entries(consumers)) {
      const fn = new HouseFunction(this, pascal(consumerId), {
        handler: consumer.handler,
        entry: props.entryFor?.(consumer.handler),
        environment: props.environment,
        timeout: Duration.seconds(consumer.timeoutSeconds),
      });
      const queue = props.access.queues[consumer.queue];
      grantAccess(fn.role, consumer.handler, props.access);
      queue.grantConsumeMessages(fn.role);
      // Failed records come back one by one instead of failing (and redelivering) the whole batch.
      fn.fn.addEventSource(
        new SqsEventSource(queue, {
          batchSize: consumer.batchSize,
          reportBatchItemFailures: true,
          ...('concurrentBatches' in consumer ? { maxConcurrency: consumer.concurrentBatches } : {}),
        }),
      );
      if ('serial' in consumer && consumer.serial) (fn.fn.node.defaultChild as CfnFunction).reservedConcurrentExecutions = 1;
      this.functions[consumerId] = fn;
    }
  }
}
