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

/**
 * Keys are pasted one per line; blank lines are dropped and each line trimmed. `lines` keeps the line each key was
 * pasted on (from 1), so what the server refuses is named by the line the admin sees, blank lines counted.
 */
export function parsePastedKeys(text: string): { keys: string[]; lines: number[] } {
  const keys: string[] = [];
  const lines: number[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const key = line.trim();
    if (!key) return;
    keys.push(key);
    lines.push(i + 1);
  });
  return { keys, lines };
}
