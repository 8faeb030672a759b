import { maxCartLines, maxQuantityPerLine, type CartLine } from './cart-lines';

// The changes a shopper makes to the lines; kept apart from cart-lines.ts, which the header's initial bundle carries.

/**
 * Adds `quantity` of a variant as Add to Cart does: an existing line grows up to the cap, a new line is refused when the
 * cart is full. `seenUnitCents` is the price the shopper was shown, so the server can tell them if it changed.
 */
export function addLine(lines: readonly CartLine[], variantId: string, quantity = 1, seenUnitCents?: number): CartLine[] {
  const existing = lines.find((l) => l.variantId === variantId);
  const seen = seenUnitCents === undefined ? {} : { seenUnitCents };
  if (existing) return lines.map((l) => (l === existing ? { ...l, ...seen, quantity: Math.min(maxQuantityPerLine, l.quantity + quantity) } : l));
  if (lines.length >= maxCartLines) return [...lines];
  return [...lines, { variantId, quantity: Math.min(maxQuantityPerLine, Math.max(1, quantity)), ...seen }];
}

/** Buy Now: the variant is in the cart (one unit if it was not), without growing a line the shopper already has. */
export function ensureLine(lines: readonly CartLine[], variantId: string, seenUnitCents?: number): CartLine[] {
  return lines.some((l) => l.variantId === variantId) ? [...lines] : addLine(lines, variantId, 1, seenUnitCents);
}

export function setLineQuantity(lines: readonly CartLine[], variantId: string, quantity: number): CartLine[] {
  const clamped = Math.min(maxQuantityPerLine, Math.max(1, Math.trunc(quantity)));
  return lines.map((l) => (l.variantId === variantId ? { ...l, quantity: clamped } : l));
}

export const removeLine = (lines: readonly CartLine[], variantId: string): CartLine[] => lines.filter((l) => l.variantId !== variantId);
