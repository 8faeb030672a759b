import type { StockState } from '../catalog/stock-state';

/**
 * The cart's rules, with no schema library, so the storefront's bundle can use them as they are; the request schemas
 * built on them are in cart.ts.
 */

/** Storefront rules of a cart: 1–10 of a variant per line. */
export const maxQuantityPerLine = 10;
/** Lines in one cart. With the per-line cap this bounds an order so it settles in one DynamoDB transaction. */
export const maxCartLines = 10;
/**
 * Units in one order. Settling an order writes each key it sells (and the buyer's record of it), each pre-order entry
 * it queues, the order, the sales counters and a purchase record per product (at most one per line) in one
 * transaction, which DynamoDB caps at 100 items: 2 × 40 + 5 + 10 = 95 (the buyer's own order figures are the fifth).
 */
export const maxUnitsPerOrder = 40;

export interface CartLine {
  variantId: string;
  quantity: number;
  /** The unit price the shopper last saw, so a change is shown before payment. */
  seenUnitCents?: number | undefined;
}

/** How a paid unit reaches the buyer: a key reserved now, a place in the pre-order queue, or the backorder queue. */
export type Delivery = 'instant' | 'preorder' | 'backorder';

export interface LineStock {
  state: StockState;
  availableKeys: number;
}

/**
 * The most of a variant a shopper may buy now: capped per line, and by the keys in stock unless the line waits in a
 * queue (a pre-order, or `force_available` with too few keys, which is a backorder).
 */
export function maxQuantityFor(stock: LineStock): number {
  if (stock.state === 'preorder' || stock.state === 'force_available') return maxQuantityPerLine;
  if (stock.state === 'in_stock') return Math.min(maxQuantityPerLine, stock.availableKeys);
  return 0;
}

/** How the line's units will be delivered if bought now, for the quantity asked. */
export function deliveryFor(stock: LineStock, quantity: number): Delivery {
  if (stock.state === 'preorder') return 'preorder';
  if (stock.availableKeys >= quantity) return 'instant';
  return 'backorder';
}

export type LineProblem = 'unavailable' | 'sold_out' | 'quantity_reduced' | 'price_changed';

/** What is wrong with a line as priced now, and the quantity that can still be bought. */
export function checkLine(line: CartLine, stock: LineStock, unitCents: number): { quantity: number; problems: LineProblem[] } {
  const problems: LineProblem[] = [];
  if (stock.state === 'inactive') return { quantity: 0, problems: ['unavailable'] };
  const max = maxQuantityFor(stock);
  if (max === 0) return { quantity: 0, problems: ['sold_out'] };
  const quantity = Math.min(line.quantity, max);
  if (quantity < line.quantity) problems.push('quantity_reduced');
  if (line.seenUnitCents !== undefined && line.seenUnitCents !== unitCents) problems.push('price_changed');
  return { quantity, problems };
}

/**
 * Merges the cart a shopper built while signed out into the one they own: quantities of the same variant add up to
 * the per-line cap, the owned cart's lines come first, and lines beyond the cart's cap are dropped (newest last).
 */
export function mergeCarts(owned: readonly CartLine[], browser: readonly CartLine[]): CartLine[] {
  const merged = new Map<string, CartLine>();
  for (const line of [...owned, ...browser]) {
    const existing = merged.get(line.variantId);
    if (existing) existing.quantity = Math.min(maxQuantityPerLine, existing.quantity + line.quantity);
    else merged.set(line.variantId, { variantId: line.variantId, quantity: Math.min(maxQuantityPerLine, line.quantity) });
  }
  return [...merged.values()].slice(0, maxCartLines);
}

/** Adds `quantity` of a variant to a cart, as Add to Cart does: an existing line grows, up to the cap. */
export function addToCart(lines: readonly CartLine[], variantId: string, quantity = 1): CartLine[] {
  const existing = lines.find((l) => l.variantId === variantId);
  if (existing) return lines.map((l) => (l === existing ? { ...l, quantity: Math.min(maxQuantityPerLine, l.quantity + quantity) } : l));
  if (lines.length >= maxCartLines) return [...lines];
  return [...lines, { variantId, quantity: Math.min(maxQuantityPerLine, Math.max(1, quantity)) }];
}
