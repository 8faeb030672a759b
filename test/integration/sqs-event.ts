import type { SQSEvent } from 'aws-lambda';

/** An SQS event as Lambda hands a consumer these message bodies, from the named queue. */
export const sqsEvent = (queue: string, bodies: readonly string[]): SQSEvent => ({
  Records: bodies.map((body, i) => ({
    messageId: `m-${i}`,
    receiptHandle: 'r',
    body,
    attributes: { ApproximateReceiveCount: '1', SentTimestamp: '0', SenderId: 's', ApproximateFirstReceiveTimestamp: '0' },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:us-east-1:0:${queue}`,
    awsRegion: 'us-east-1',
  })),
});
