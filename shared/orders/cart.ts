import * as z from 'zod';
import { maxCartLines, maxQuantityPerLine, type CartLine } from './cart-rules';

export * from './cart-rules';

const variantId = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Must be a variant id');

export const cartLineSchema: z.ZodType<CartLine> = z.strictObject({
  variantId,
  quantity: z.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(maxQuantityPerLine, `At most ${maxQuantityPerLine} of one item`),
  /** The unit price the shopper last saw, so a change is shown before payment. */
  seenUnitCents: z.number().int().min(0).max(100_000_000).optional(),
});

export const cartLinesSchema = z
  .array(cartLineSchema)
  .max(maxCartLines, `A cart holds at most ${maxCartLines} different items`)
  .refine((lines) => new Set(lines.map((l) => l.variantId)).size === lines.length, 'Each item may appear once; change its quantity instead');

