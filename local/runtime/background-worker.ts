// The queue consumers and the scheduled functions of `npm start`, on a thread of their own (see local-stack.ts).
import { SQSClient } from '@aws-sdk/client-sqs';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { startQueuePoller } from '../queues/queue-poller';
import { startLocalScheduler } from './local-scheduler';

// On AWS the consumers run on Lambdas of their own; here they share two cores with the gateway. A backlog being worked
// off (a traffic burst, a big import) must not slow the shoppers' answers, so this thread runs at a lower priority
// (Linux: a thread's own nice value, set through its id; elsewhere it stays as it is).
try {
  setPriority(Number(readlinkSync('/proc/thread-self').split('/').at(-1)), 10);
} catch {
  // Not Linux: the thread keeps the process's priority.
}

const { sqsEndpoint, queueUrls } = workerData as { sqsEndpoint: string; queueUrls: Record<string, string> };
const client = new SQSClient({ endpoint: sqsEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
const poller = startQueuePoller(client, queueUrls);
const scheduler = startLocalScheduler({ only: ['sweepReservations', 'refundLatePreorders'] });
parentPort!.on('message', (message: unknown) => {
  if (message !== 'stop') return;
  void Promise.all([poller.stop(), scheduler.stop()]).then(() => parentPort!.postMessage('stopped'));
});
parentPort!.postMessage('ready');
