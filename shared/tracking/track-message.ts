import * as z from 'zod';
import { trackBatchSchema } from './track-batch';

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
