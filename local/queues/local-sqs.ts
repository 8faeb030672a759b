import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { Server } from 'node:http';
import { startSqsServer } from './sqs-server.mjs';
import { consumers, visibilityTimeoutFor, type QueueName } from '../../shared/routes/consumer-table';
import { freePort } from '../runtime/free-port';
import { startWorkerThread } from '../runtime/worker-thread';

export interface LocalSqs {
  endpoint: string;
  client: SQSClient;
  queueUrls: Record<QueueName, string>;
  dlqUrls: Record<QueueName, string>;
  stop(): Promise<void>;
}

/**
 * Runs local-aws-sqs, which speaks the real SQS wire protocol, and creates every queue of the consumer table
 * with the same DLQ redrive and visibility timeout CDK gives it, so the SDK code path is the production one.
 * `onThread` serves it from a thread of its own, as `npm start` does: the consumers' polling and deleting then costs
 * the gateway's thread nothing, as SQS costs a Lambda nothing.
 */
export async function startLocalSqs(options: { onThread?: boolean } = {}): Promise<LocalSqs> {
  const port = await freePort();
  const stopServer = options.onThread ? await serveOnThread(port) : await serveHere(port);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new SQSClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const queueUrls = {} as Record<QueueName, string>;
  const dlqUrls = {} as Record<QueueName, string>;
  for (const consumer of Object.values(consumers)) {
    const dlq = await client.send(new CreateQueueCommand({ QueueName: `${consumer.queue}-dlq` }));
    const dlqArn = await queueArn(client, dlq.QueueUrl!);
    const queue = await client.send(
      new CreateQueueCommand({
        QueueName: consumer.queue,
        Attributes: {
          VisibilityTimeout: String(visibilityTimeoutFor(consumer.timeoutSeconds)),
          RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: consumer.maxReceiveCount }),
        },
      }),
    );
    queueUrls[consumer.queue] = queue.QueueUrl!;
    dlqUrls[consumer.queue] = dlq.QueueUrl!;
  }
  return {
    endpoint,
    client,
    queueUrls,
    dlqUrls,
    stop: stopServer,
  };
}

async function serveHere(port: number): Promise<() => Promise<void>> {
  const server: Server = await startSqsServer(port);
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve());
    });
}

async function serveOnThread(port: number): Promise<() => Promise<void>> {
  const thread = await startWorkerThread(new URL('./sqs-thread.mjs', import.meta.url), { workerData: { port } });
  return () => thread.stop();
}

async function queueArn(client: SQSClient, url: string): Promise<string> {
  const out = await client.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ['QueueArn'] }));
  return out.Attributes!.QueueArn!;
}
