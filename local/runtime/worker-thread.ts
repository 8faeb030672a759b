import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a one-machine service on a thread of its own and waits for its first message (it is ready). `stop` asks it to
 * finish ('stop'), waits for its answer at most 5 s, then ends the thread. The twins' and consumers' threads all work so.
 */
export async function startWorkerThread(entry: URL, options: WorkerOptions): Promise<{ stop(): Promise<void> }> {
  const worker = new Worker(entry, options);
  await new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      const stopped = new Promise<void>((resolve) => worker.once('message', () => resolve()));
      worker.postMessage('stop');
      await Promise.race([stopped, new Promise((r) => setTimeout(r, 5000))]);
      await worker.terminate();
    },
  };
}
