import * as z from 'zod';
import { translationsSchema } from './translations';

export const variantSchema = z.strictObject({
  variantId: z.string().min(1),
  productId: z.string().min(1),
  platformId: z.string().min(1),
  regionId: z.string().min(1),
  /** USD in integer cents: money is never a float in storage. */
  priceUsdCents: z.number().int().min(0),
  retailPriceUsdCents: z.number().int().min(0).optional(),
  /** Gift-card denomination or key edition text, e.g. "$50" or "Deluxe". */
  faceValue: z.string().max(80).optional(),
  forceAvailable: z.boolean().default(false),
  activationInstructions: z.string().max(4000).optional(),
  /** The face value and instructions in es and pt, where the storefront's tables cannot name them (an account's contents). */
  translations: translationsSchema({ faceValue: z.string().max(80), activationInstructions: z.string().max(4000) }).optional(),
  isActive: z.boolean().default(true),
  languageCodes: z.array(z.string()).default([]),
  systemRequirements: z.record(z.string(), z.string()).default({}),
  searchKeywords: z.array(z.string().max(60)).max(50).default([]),
  /** Kept in the same transaction as key import and sale; never a count query. */
  availableKeys: z.number().int().min(0),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type Variant = z.infer<typeof variantSchema>;
