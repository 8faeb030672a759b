import { ReceiveMessageCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSqs, type LocalSqs } from './local-sqs';

describe('the local SQS', () => {
  let sqs: LocalSqs;
  beforeAll(async () => {
    sqs = await startLocalSqs();
  });
  afterAll(() => sqs.stop());

  // A long poll of 20 s against a test limit of 10 s: answered only at the end of its wait, as local-aws-sqs alone
  // answers a poll for ten messages that finds one, this test would fail by its limit.
  it('answers a long poll for ten messages as soon as one arrives, as SQS does', { timeout: 10_000 }, async () => {
    const queueUrl = sqs.queueUrls.orders;
    const polling = sqs.client.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 20 }));

    await sqs.client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: '{"orderId":"o-1"}' }));
    const { Messages } = await polling;

    expect(Messages?.map((m) => m.Body)).toEqual(['{"orderId":"o-1"}']);
  });

  it('still waits out an empty long poll and answers it with no message', async () => {
    const { Messages } = await sqs.client.send(new ReceiveMessageCommand({ QueueUrl: sqs.queueUrls.exports, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));

    expect(Messages ?? []).toEqual([]);
  });
});
