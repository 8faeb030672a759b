import * as z from 'zod';
import { trackingQueueMessageSchema } from '../tracking/track-message';

const id = z.string().min(1).max(64);
const providerId = z.string().min(1).max(255);

/** What happened to an order's payment, as the webhook read it from the provider's verified event. */
export const orderEvents = ['paid', 'payment_pending', 'payment_failed', 'payment_declined', 'expired', 'refunded', 'disputed'] as const;

/**
 * Every queue consumer, with the message its queue carries. CDK wires event sources from it; the local poller feeds
 * the same handlers; producers send through a client typed by queue, and consumers parse with the same schema.
 */
export const consumers = {
  orderFulfilment: {
    queue: 'orders',
    /**
     * "This order's payment moved": sent by the payment webhook after checking the provider's signature. A paid order's
     * reserved keys are sold to it (or its pre-order units queued) in one transaction; a failed or expired payment
     * releases them. Safe to receive twice or out of order: each step is conditioned on the order's state.
     */
    message: z.strictObject({
      orderId: id,
      event: z.enum(orderEvents),
      eventId: providerId,
      sessionId: providerId.optional(),
      paymentIntentId: providerId.optional(),
      amountRefundedCents: z.number().int().min(0).optional(),
      /**
       * When the provider says the event happened (its `created`). A payment's place in the pre-order queue is this,
       * not the moment its event arrived: Stripe does not promise to deliver events in order.
       */
      occurredAt: z.iso.datetime().optional(),
    }),
    handler: 'orders/fulfil-orders',
    needs: { table: 'write', secrets: ['payments', 'order-links'], email: true, sendsTo: ['search-index', 'tracking'] },
    batchSize: 10,
    /** Batches in flight at once (the event source's maximum concurrency; the local poller runs as many loops). */
    concurrentBatches: 5,
    timeoutSeconds: 30,
    maxReceiveCount: 5,
  },
  preorderFulfilment: {
    queue: 'preorders',
    /** "Stock arrived for this variant": sent after key import; its pre-order queue is fulfilled first come, first served. */
    message: z.strictObject({ productId: id, variantId: id }),
    handler: 'preorders/fulfil-preorders',
    /**
     * One container at a time, so a variant's queue is served strictly oldest first: two runs for the same variant
     * could otherwise hand its last key to a later entry while an earlier one is in flight.
     */
    serial: true,
    // Fulfilling pre-orders uses up stock, which changes what search shows; buyers are told their keys are ready.
    needs: { table: 'write', sendsTo: ['search-index'], secrets: ['order-links'], email: true },
    batchSize: 10,
    timeoutSeconds: 30,
    maxReceiveCount: 5,
  },
  searchIndexSync: {
    queue: 'search-index',
    /** "This product changed": sent by every catalogue or stock write that affects what search shows. */
    message: z.strictObject({ productId: id }),
    handler: 'search/sync-index',
    needs: { table: 'write', secrets: ['search-admin-key'] },
    batchSize: 10,
    timeoutSeconds: 30,
    maxReceiveCount: 5,
  },
  trackingIngest: {
    queue: 'tracking',
    /**
     * "A visitor's browser sent these events": put by the public beacon route after validation and rate limits, so the
     * request answers at once and the writes (raw events, the session and its journey) happen here, in batches. Also
     * "an order of this session was paid", from the orders consumer, which ends the session's journey 'purchased'.
     */
    message: trackingQueueMessageSchema,
    handler: 'tracking/ingest-events',
    needs: { table: 'write' },
    batchSize: 10,
    concurrentBatches: 2,
    timeoutSeconds: 30,
    maxReceiveCount: 5,
  },
  searchExports: {
    queue: 'exports',
    /** "Run this export": put by Start Export after recording it queued; the file is written here, not in the request. */
    message: z.strictObject({ exportId: id }),
    handler: 'search-exports/run-exports',
    needs: { table: 'write', files: { exports: 'write' } },
    batchSize: 1,
    // Tens of thousands of records read, converted and written as one file.
    timeoutSeconds: 300,
    maxReceiveCount: 3,
  },
} as const;

export type ConsumerId = keyof typeof consumers;
export type QueueName = (typeof consumers)[ConsumerId]['queue'];
export const queueNames: readonly QueueName[] = Object.values(consumers).map((c) => c.queue);

/** The message a queue carries, as a producer writes it. */
export type QueueMessage<Q extends QueueName> = z.input<Extract<(typeof consumers)[ConsumerId], { queue: Q }>['message']>;

/** SQS guidance: visibility at least six times the consumer timeout, so retries never overlap a running batch. */
export const visibilityTimeoutFor = (timeoutSeconds: number): number => timeoutSeconds * 6;
