import * as z from 'zod';
import { trackBatchSchema, trackSessionId } from './track-batch';

/** What the beacon route puts on the tracking queue: the validated batch and what only the server knows about it. */
export const trackMessageSchema = z.strictObject({
  batch: trackBatchSchema,
  receivedAt: z.number().int().min(0),
  viewer: z.strictObject({
    ip: z.string().max(64).nullable(),
    countryCode: z.string().regex(/^[A-Z]{2}$/).nullable(),
    city: z.string().max(200).nullable(),
    userAgent: z.string().max(1024).nullable(),
  }),
  /** The signed-in visitor, from a verified token; null for anonymous visitors. */
  userId: z.string().min(1).max(128).nullable(),
});
export type TrackMessage = z.infer<typeof trackMessageSchema>;

/**
 * "An order of this tracking session was paid": put by the orders consumer when it settles an order that checkout
 * started with the browser's tracking session id, so the session's journey ends 'purchased' with the order's value.
 */
export const trackPurchaseSchema = z.strictObject({
  kind: z.literal('purchase'),
  sessionId: trackSessionId,
  orderId: z.string().min(1).max(64),
  valueCents: z.number().int().min(0),
  at: z.number().int().min(0),
  /** The order's first product, for the dashboard's Recent Activity. */
  productId: z.string().min(1).max(64).optional(),
});
export type TrackPurchase = z.infer<typeof trackPurchaseSchema>;

/** What the tracking queue carries: a browser's batch, or a purchase of a session. */
export const trackingQueueMessageSchema = z.union([trackMessageSchema, trackPurchaseSchema]);
