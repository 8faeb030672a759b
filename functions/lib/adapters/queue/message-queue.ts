/** What producers need from a queue. SQS implements it on AWS and, through local-aws-sqs, on one machine. */
export interface MessageQueue {
  send(body: unknown, options?: { delaySeconds?: number }): Promise<void>;
  sendBatch(bodies: readonly unknown[]): Promise<void>;
  healthCheck(): Promise<void>;
}
