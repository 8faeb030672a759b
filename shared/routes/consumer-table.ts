/** Every queue consumer. CDK wires event sources from it; the local poller feeds the same handlers. */
export const consumers = {
  preorderFulfilment: {
    queue: 'preorders',
    handler: 'preorders/fulfil-preorders',
    // Fulfilling pre-orders uses up stock, which changes what search shows.
    needs: { table: 'write', sendsTo: ['search-index'] },
    batchSize: 10,
    timeoutSeconds: 30,
    maxReceiveCount: 5,
  },
  searchIndexSync: {
    queue: 'search-index',
    handler: 'search/sync-index',
    needs: { table: 'write', secrets: ['search-admin-key'] },
    batchSize: 10,
    timeoutSeconds: 30,
    maxReceiveCount: 5,
  },
} as const;

export type ConsumerId = keyof typeof consumers;
export type QueueName = (typeof consumers)[ConsumerId]['queue'];
export const queueNames: readonly QueueName[] = Object.values(consumers).map((c) => c.queue);

/** SQS guidance: visibility at least six times the consumer timeout, so retries never overlap a running batch. */
export const visibilityTimeoutFor = (timeoutSeconds: number): number => timeoutSeconds * 6;
