// The SQS twin on a thread of its own (see local-sqs.ts): plain JavaScript, so the thread needs no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { createSqsServer } from 'local-aws-sqs';

const server = await createSqsServer({ port: workerData.port, hostname: '127.0.0.1', emulateQueueCreationLifecycle: false });
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  server.closeAllConnections?.();
  server.close(() => parentPort.postMessage('stopped'));
});
parentPort.postMessage('ready');
