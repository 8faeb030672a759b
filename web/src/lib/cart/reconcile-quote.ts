import type { LineProblem } from '../../../../shared/orders/cart-rules';
import type { CartQuote, QuotedLine } from '../../../../shared/orders/order-views';
import type { CartLine } from './cart-lines';

/** What the shopper is told about a line after a quote: its problems, and the price or quantity it had before. */
export interface LineNotice {
  problems: LineProblem[];
  previousUnitCents: number | null;
  previousQuantity: number;
}

/** A line as the server priced it, found by variant (the quote lists unknown variants last). */
export const quotedLine = (quote: CartQuote | null | undefined, variantId: string): QuotedLine | undefined =>
  quote?.lines.find((l) => l.variantId === variantId);

/** The notices a quote gives for the lines that were sent: only lines with a problem have one. */
export function quoteNotices(sent: readonly CartLine[], quote: CartQuote): Record<string, LineNotice> {
  const notices: Record<string, LineNotice> = {};
  for (const line of sent) {
    const quoted = quotedLine(quote, line.variantId);
    if (!quoted?.problems.length) continue;
    notices[line.variantId] = { problems: [...quoted.problems], previousUnitCents: line.seenUnitCents ?? null, previousQuantity: line.quantity };
  }
  return notices;
}

/**
 * The cart after the shopper has seen a quote: each line remembers the price shown (so checkout can tell a later change)
 * and a line that can no longer be bought in full shrinks to what can. A sold-out line stays until the shopper removes
 * it. Lines changed since the quote was asked are left alone. Returns `lines` itself when nothing changes.
 */
export function reconcileLines(lines: readonly CartLine[], quote: CartQuote): readonly CartLine[] {
  let changed = false;
  const next = lines.map((line) => {
    const quoted = quotedLine(quote, line.variantId);
    if (!quoted || quoted.requestedQuantity !== line.quantity || !quoted.productId) return line;
    const quantity = quoted.quantity > 0 ? quoted.quantity : line.quantity;
    if (quantity === line.quantity && line.seenUnitCents === quoted.unitCents) return line;
    changed = true;
    return { ...line, quantity, seenUnitCents: quoted.unitCents };
  });
  return changed ? next : lines;
}

/** Every problem to show on a line: the current quote's, and the ones seen since the cart opened. */
export function lineProblems(quoted: QuotedLine | undefined, notice: LineNotice | undefined): LineProblem[] {
  return [...new Set([...(quoted?.problems ?? []), ...(notice?.problems ?? [])])];
}
