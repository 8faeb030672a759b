import * as z from 'zod';

/**
 * A key is `available` in stock, `reserved` for one checkout while its payment is open, `sold` to an order, or
 * `retired`: refunded after its secret was shown, so never sold again.
 */
export const keyStatuses = ['available', 'reserved', 'sold', 'retired'] as const;
export type KeyStatus = (typeof keyStatuses)[number];

/** A product key as staff see it: the secret itself never leaves the data layer unmasked here. */
export const productKeySummarySchema = z.strictObject({
  keyId: z.string(),
  variantId: z.string(),
  status: z.enum(keyStatuses),
  maskedKey: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  soldAt: z.string().optional(),
  orderId: z.string().optional(),
});
export type ProductKeySummary = z.infer<typeof productKeySummarySchema>;

/** Keys are pasted one per line; blank lines are dropped and each line trimmed. */
export function parseKeyLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
