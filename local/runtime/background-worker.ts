// The queue consumers and the scheduled functions of `npm start`, on a thread of their own (see local-stack.ts).
import { SQSClient } from '@aws-sdk/client-sqs';
import { parentPort, workerData } from 'node:worker_threads';
import { startQueuePoller } from '../queues/queue-poller';
import { startLocalScheduler } from './local-scheduler';

const { sqsEndpoint, queueUrls } = workerData as { sqsEndpoint: string; queueUrls: Record<string, string> };
const client = new SQSClient({ endpoint: sqsEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const poller = startQueuePoller(client, queueUrls);
const scheduler = startLocalScheduler({ only: ['sweepReservations', 'refundLatePreorders'] });
parentPort!.on('message', (message: unknown) => {
  if (message !== 'stop') return;
  void Promise.all([poller.stop(), scheduler.stop()]).then(() => parentPort!.postMessage('stopped'));
});
parentPort!.postMessage('ready');
