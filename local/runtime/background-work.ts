import { SHARE_ENV } from 'node:worker_threads';
import type { SQSClient } from '@aws-sdk/client-sqs';
import { startQueuePoller } from '../queues/queue-poller';
import { startLocalScheduler } from './local-scheduler';
import { startWorkerThread } from './worker-thread';

export interface BackgroundWork {
  stop(): Promise<void>;
}

/**
 * Runs the queue consumers and the scheduled functions as Lambda runs them, beside the gateway. On their own thread
 * when the process can load TypeScript on a new thread (under `tsx`, as `npm start` runs): like Lambda's separate
 * containers, a consumer's work then never waits behind the API's on one event loop. In-process otherwise (tests
 * that start the stack inside vitest).
 */
export async function startBackgroundWork(sqs: { endpoint: string; client: SQSClient; queueUrls: Record<string, string> }, onThread: boolean): Promise<BackgroundWork> {
  if (!onThread) {
    const poller = startQueuePoller(sqs.client, sqs.queueUrls);
    const scheduler = startLocalScheduler({ only: ['sweepReservations', 'refundLatePreorders'] });
    return { stop: async () => void (await Promise.all([poller.stop(), scheduler.stop()])) };
  }
  return startWorkerThread(new URL('./background-worker.mjs', import.meta.url), { workerData: { sqsEndpoint: sqs.endpoint, queueUrls: sqs.queueUrls }, env: SHARE_ENV });
}
