import { addLine, ensureLine } from './cart-edits';
import type { CartLine } from './cart-lines';
import { readCart, updateCart } from './cart-store';

/**
 * Puts a variant in the cart from a product page: Add to Cart adds one more, Buy Now makes sure it is there. The price
 * shown on the page goes with it, so a change before payment is pointed out. False when a full cart refused it.
 */
export function putInCart(variantId: string, shownUnitCents: number, how: 'add' | 'ensure'): boolean {
  const change = (lines: readonly CartLine[]) => (how === 'add' ? addLine(lines, variantId, 1, shownUnitCents) : ensureLine(lines, variantId, shownUnitCents));
  if (!change(readCart().lines).some((l) => l.variantId === variantId)) return false;
  updateCart(change);
  return true;
}
