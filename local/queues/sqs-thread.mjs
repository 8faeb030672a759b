// The SQS twin on a thread of its own (see local-sqs.ts): plain JavaScript, so the thread needs no TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { startSqsServer } from './sqs-server.mjs';

const server = await startSqsServer(workerData.port);
parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  server.closeAllConnections?.();
  server.close(() => parentPort.postMessage('stopped'));
});
parentPort.postMessage('ready');
