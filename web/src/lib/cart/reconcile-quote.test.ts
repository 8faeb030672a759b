import { describe, expect, it } from 'vitest';
import type { CartQuote, QuotedLine } from '../../../../shared/orders/order-views';
import { lineProblems, quoteNotices, reconcileLines } from './reconcile-quote';
import { createQuote, createQuotedLine } from './quote.factory';

describe('reading a quote into the cart', () => {
  const quote: CartQuote = createQuote([
    createQuotedLine({ variantId: 'short', requestedQuantity: 5, quantity: 2, unitCents: 1999, problems: ['quantity_reduced'] }),
    createQuotedLine({ variantId: 'repriced', unitCents: 3999, problems: ['price_changed'] }),
    createQuotedLine({ variantId: 'gone', requestedQuantity: 1, quantity: 0, stockState: 'out_of_stock', maxQuantity: 0, problems: ['sold_out'] }),
    createQuotedLine({ variantId: 'fine', unitCents: 999 }),
  ]);
  const sent = [
    { variantId: 'short', quantity: 5, seenUnitCents: 1999 },
    { variantId: 'repriced', quantity: 1, seenUnitCents: 4999 },
    { variantId: 'gone', quantity: 1, seenUnitCents: 500 },
    { variantId: 'fine', quantity: 1, seenUnitCents: 999 },
  ];

  it('keeps a notice for each line with a problem, with the price and quantity it had before', () => {
    expect(quoteNotices(sent, quote)).toEqual({
      short: { problems: ['quantity_reduced'], previousUnitCents: 1999, previousQuantity: 5 },
      repriced: { problems: ['price_changed'], previousUnitCents: 4999, previousQuantity: 1 },
      gone: { problems: ['sold_out'], previousUnitCents: 500, previousQuantity: 1 },
    });
  });

  it('shrinks a short line, remembers the new price, and leaves a sold-out line for the shopper to remove', () => {
    expect(reconcileLines(sent, quote)).toEqual([
      { variantId: 'short', quantity: 2, seenUnitCents: 1999 },
      { variantId: 'repriced', quantity: 1, seenUnitCents: 3999 },
      { variantId: 'gone', quantity: 1, seenUnitCents: 4999 },
      { variantId: 'fine', quantity: 1, seenUnitCents: 999 },
    ]);
  });

  it('leaves alone a line the shopper changed after the quote was asked, and returns the same lines when nothing changes', () => {
    const changed = [{ variantId: 'short', quantity: 4, seenUnitCents: 1999 }];
    const settled = [{ variantId: 'fine', quantity: 1, seenUnitCents: 999 }];

    expect(reconcileLines(changed, quote)).toBe(changed);
    expect(reconcileLines(settled, quote)).toBe(settled);
  });

  it('never remembers a price for a variant that no longer exists', () => {
    const unknown: QuotedLine = createQuotedLine({ variantId: 'lost', productId: '', unitCents: 0, quantity: 0, problems: ['unavailable'] });
    const lines = [{ variantId: 'lost', quantity: 1 }];

    expect(reconcileLines(lines, createQuote([unknown]))).toBe(lines);
  });

  it('shows the problems of the current quote and the ones seen since the cart opened, once each', () => {
    const line = createQuotedLine({ problems: ['price_changed'] });

    expect(lineProblems(line, { problems: ['quantity_reduced', 'price_changed'], previousUnitCents: 1, previousQuantity: 3 })).toEqual(['price_changed', 'quantity_reduced']);
    expect(lineProblems(undefined, undefined)).toEqual([]);
  });
});
