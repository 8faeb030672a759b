import { GetQueueAttributesCommand, SendMessageBatchCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { QueueSendError, SqsQueue } from './sqs-queue';

const queueUrl = 'https://sqs.eu-west-1.amazonaws.com/111122223333/preorders';
const sqs = mockClient(SQSClient);
const queue = () => new SqsQueue(queueUrl, new SQSClient({}));

beforeEach(() => {
  sqs.reset();
  sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
});

describe('SqsQueue', () => {
  it('sends a message body as JSON to its queue', async () => {
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm1' });

    await queue().send({ productId: 'p1', variantId: 'v1' }, { delaySeconds: 30 });

    expect(sqs.commandCalls(SendMessageCommand).map((c) => c.args[0].input)).toEqual([
      { QueueUrl: queueUrl, MessageBody: '{"productId":"p1","variantId":"v1"}', DelaySeconds: 30 },
    ]);
  });

  it('splits 23 bodies into batches of 10, 10 and 3 with ids unique across the batches', async () => {
    const bodies = Array.from({ length: 23 }, (_, n) => ({ productId: `p${n}`, variantId: `v${n}` }));

    await queue().sendBatch(bodies);

    const batches = sqs.commandCalls(SendMessageBatchCommand).map((c) => c.args[0].input);
    expect(batches.map((b) => b.Entries?.length)).toEqual([10, 10, 3]);
    expect(batches.every((b) => b.QueueUrl === queueUrl)).toBe(true);
    const entries = batches.flatMap((b) => b.Entries ?? []);
    expect(new Set(entries.map((e) => e.Id)).size).toBe(23);
    expect(entries.map((e) => JSON.parse(e.MessageBody!))).toEqual(bodies);
  });

  it('sends nothing for an empty batch', async () => {
    await queue().sendBatch([]);

    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(0);
  });

  it('throws QueueSendError when SQS reports failed entries in a batch', async () => {
    sqs.on(SendMessageBatchCommand).resolves({
      Successful: [],
      Failed: [{ Id: '1', SenderFault: false, Code: 'InternalError', Message: 'try again' }],
    });

    const attempt = queue().sendBatch([{ productId: 'a', variantId: 'a1' }, { productId: 'b', variantId: 'b1' }]);

    await expect(attempt).rejects.toBeInstanceOf(QueueSendError);
    await expect(attempt).rejects.toThrow('1 of 2 messages were not queued: try again');
  });

  it('stops at the first batch with failed entries', async () => {
    sqs.on(SendMessageBatchCommand).resolvesOnce({ Successful: [], Failed: [{ Id: '0', SenderFault: true, Code: 'X' }] });

    await expect(queue().sendBatch(Array.from({ length: 15 }, (_, n) => ({ productId: `p${n}`, variantId: `v${n}` })))).rejects.toBeInstanceOf(QueueSendError);

    expect(sqs.commandCalls(SendMessageBatchCommand)).toHaveLength(1);
  });

  it('checks its health by reading the queue attributes', async () => {
    sqs.on(GetQueueAttributesCommand).resolves({ Attributes: { ApproximateNumberOfMessages: '0' } });

    await queue().healthCheck();

    expect(sqs.commandCalls(GetQueueAttributesCommand).map((c) => c.args[0].input.QueueUrl)).toEqual([queueUrl]);
  });

  it('fails its health check when the queue cannot be reached', async () => {
    sqs.on(GetQueueAttributesCommand).rejects(new Error('QueueDoesNotExist'));

    await expect(queue().healthCheck()).rejects.toThrow('QueueDoesNotExist');
  });
});
