import { SQSClient } from '@aws-sdk/client-sqs';
import { provider } from '../../wiring/provider';
import type { MessageQueues } from './message-queue';
import { SqsQueue } from './sqs-queue';
import { traceClient } from '../../observability/tracer';

/** A producer per queue of the consumer table, over one SQS client. */
export const queuesProvider = provider({
  name: 'queues',
  requires: 'a queue to send to (sendsTo)',
  allows: (n) => (n.sendsTo?.length ?? 0) > 0 || Boolean(n.probes),
  build: (config): MessageQueues => {
    const sqs = traceClient(new SQSClient({}));
    return {
      preorders: new SqsQueue<'preorders'>(config.QUEUE_URL_PREORDERS, sqs),
      'search-index': new SqsQueue<'search-index'>(config.QUEUE_URL_SEARCH_INDEX, sqs),
      orders: new SqsQueue<'orders'>(config.QUEUE_URL_ORDERS, sqs),
      tracking: new SqsQueue<'tracking'>(config.QUEUE_URL_TRACKING, sqs),
      exports: new SqsQueue<'exports'>(config.QUEUE_URL_EXPORTS, sqs),
    };
  },
});
