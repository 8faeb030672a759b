import { SQSClient } from '@aws-sdk/client-sqs';
import { traceClient } from '../../observability/tracer';
import { provider } from '../../wiring/provider';
import { QueueDrain } from './queue-drain';

/** The search-index queue, looked into and drained by Search Management (the only queue any route drains). */
export const queueDrainsProvider = provider({
  name: 'queueDrains',
  requires: 'a queue it drains (drains)',
  allows: (n) => (n.drains?.length ?? 0) > 0,
  build: (config) => ({ 'search-index': new QueueDrain(config.QUEUE_URL_SEARCH_INDEX, traceClient(new SQSClient({}))) }),
});
