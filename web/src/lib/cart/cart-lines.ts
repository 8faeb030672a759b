// The rules without their zod schemas (cart.ts would bring zod, about 60 KB, into the storefront's bundle).
import { maxCartLines, maxQuantityPerLine, type CartLine } from '../../../../shared/orders/cart-rules';

export { maxCartLines, maxQuantityPerLine };
export type { CartLine };

/** Units in the cart, as the header's badge counts them. */
export const countUnits = (lines: readonly CartLine[]): number => lines.reduce((n, l) => n + l.quantity, 0);

/** Whether a stored value is a cart line; anything else in storage (an old format, a hand edit) is dropped. */
export function isCartLine(value: unknown): value is CartLine {
  if (typeof value !== 'object' || value === null) return false;
  const { variantId, quantity, seenUnitCents } = value as Record<string, unknown>;
  return (
    typeof variantId === 'string' &&
    /^[A-Za-z0-9_-]{1,64}$/.test(variantId) &&
    Number.isInteger(quantity) &&
    (quantity as number) >= 1 &&
    (quantity as number) <= maxQuantityPerLine &&
    (seenUnitCents === undefined || (Number.isInteger(seenUnitCents) && (seenUnitCents as number) >= 0))
  );
}
