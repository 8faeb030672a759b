import * as z from 'zod';
import { safeText } from '../http/safe-text';
import { id } from '../routes/route-fields';

/** Dollars with at most two decimals, as cents: money is never a float in storage. */
const usd = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(100_000, `${label} is at most 100000`)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, `${label} has at most two decimals (step 0.01)`);

/** §5 keywords: trimmed, lowercased, no duplicates. */
export const searchKeywords = z
  .array(safeText().max(60))
  .max(50)
  .transform((words) => [...new Set(words.map((w) => w.trim().toLowerCase()).filter(Boolean))]);

const shared = {
  priceUsd: usd('Price'),
  retailPriceUsd: usd('Retail price').nullable().optional(),
  faceValue: safeText().trim().max(80).nullable().optional(),
  languageCodes: z.array(z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'Must be a language code')).max(40).optional(),
  forceAvailable: z.boolean().optional(),
  isActive: z.boolean().optional(),
  /** Off: the platform's default instructions apply (and follow later edits of them). */
  customInstructions: z.boolean().optional(),
  activationInstructions: safeText({ multiline: true }).trim().max(4000).optional(),
  searchKeywords: searchKeywords.optional(),
  /** Staff are alerted when the variant's available keys fall to this number or below. */
  lowStockThreshold: z
    .number({ error: 'Low-stock threshold must be a number' })
    .int('Low-stock threshold is a whole number')
    .min(0, 'Low-stock threshold cannot be negative')
    .max(100_000, 'Low-stock threshold is at most 100000')
    .optional(),
};

/** Create Variant (back-office §3, §5): platform, region and price required; the server checks the rest against the product type. */
export const createVariantBody = z.strictObject({ platformId: id, regionId: id, ...shared });
export type CreateVariantInput = z.infer<typeof createVariantBody>;

/** Edit Variant: product, platform and region are read-only, so not accepted. */
export const updateVariantBody = z.strictObject({ ...shared, priceUsd: shared.priceUsd.optional() });
export type UpdateVariantInput = z.infer<typeof updateVariantBody>;

/** Cents from dollars given with at most two decimals. */
export const toCents = (usdAmount: number) => Math.round(usdAmount * 100);
