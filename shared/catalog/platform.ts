import * as z from 'zod';
import { translationsSchema } from './translations';

/** The seven storefront platforms; `code` is the stable handle used in URLs and filters. */
export const platformCodes = ['playstation', 'xbox', 'steam', 'nintendo', 'epic', 'battlenet', 'pc'] as const;
export type PlatformCode = (typeof platformCodes)[number];

export const platformSchema = z.strictObject({
  platformId: z.string().min(1),
  code: z.string().min(1).max(40),
  name: z.string().min(1).max(80),
  iconUrl: z.string().max(500).optional(),
  /** A game's or DLC's key instructions; the next four are the other product types' (`activation-instructions.ts`). */
  defaultInstructions: z.string().max(4000).optional(),
  giftCardInstructions: z.string().max(4000).optional(),
  accountInstructions: z.string().max(4000).optional(),
  subscriptionInstructions: z.string().max(4000).optional(),
  softwareInstructions: z.string().max(4000).optional(),
  translations: translationsSchema({
    defaultInstructions: z.string().max(4000),
    giftCardInstructions: z.string().max(4000),
    accountInstructions: z.string().max(4000),
    subscriptionInstructions: z.string().max(4000),
    softwareInstructions: z.string().max(4000),
  }).optional(),
});
export type Platform = z.infer<typeof platformSchema>;
