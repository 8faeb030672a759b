import { describe, expect, it } from 'vitest';
import { addToCart, cartLinesSchema, checkLine, deliveryFor, maxQuantityFor, maxQuantityPerLine, mergeCarts } from './cart';

describe('cart rules', () => {
  it.each([
    [{ state: 'in_stock', availableKeys: 3 }, 3],
    [{ state: 'in_stock', availableKeys: 50 }, maxQuantityPerLine],
    [{ state: 'preorder', availableKeys: 0 }, maxQuantityPerLine],
    [{ state: 'force_available', availableKeys: 0 }, maxQuantityPerLine],
    [{ state: 'out_of_stock', availableKeys: 0 }, 0],
    [{ state: 'inactive', availableKeys: 9 }, 0],
  ] as const)('lets a shopper buy at most %o → %i', (stock, max) => {
    expect(maxQuantityFor(stock)).toBe(max);
  });

  it('delivers at once when the keys are there, queues pre-orders, and backorders a force-available line without enough keys', () => {
    expect(deliveryFor({ state: 'in_stock', availableKeys: 5 }, 5)).toBe('instant');
    expect(deliveryFor({ state: 'preorder', availableKeys: 5 }, 1)).toBe('preorder');
    expect(deliveryFor({ state: 'force_available', availableKeys: 1 }, 2)).toBe('backorder');
  });

  it('reduces a line to the stock left and reports it, and reports a price that changed since the shopper saw it', () => {
    expect(checkLine({ variantId: 'v', quantity: 5, seenUnitCents: 999 }, { state: 'in_stock', availableKeys: 2 }, 1099)).toEqual({
      quantity: 2,
      problems: ['quantity_reduced', 'price_changed'],
    });
    expect(checkLine({ variantId: 'v', quantity: 1 }, { state: 'out_of_stock', availableKeys: 0 }, 100)).toEqual({ quantity: 0, problems: ['sold_out'] });
    expect(checkLine({ variantId: 'v', quantity: 1 }, { state: 'inactive', availableKeys: 3 }, 100)).toEqual({ quantity: 0, problems: ['unavailable'] });
    expect(checkLine({ variantId: 'v', quantity: 2, seenUnitCents: 100 }, { state: 'in_stock', availableKeys: 3 }, 100)).toEqual({ quantity: 2, problems: [] });
  });

  it('merges a signed-out cart into the owned one, adding quantities up to the line cap', () => {
    const merged = mergeCarts(
      [
        { variantId: 'a', quantity: 8 },
        { variantId: 'b', quantity: 1 },
      ],
      [
        { variantId: 'a', quantity: 5 },
        { variantId: 'c', quantity: 2 },
      ],
    );
    expect(merged).toEqual([
      { variantId: 'a', quantity: 10 },
      { variantId: 'b', quantity: 1 },
      { variantId: 'c', quantity: 2 },
    ]);
  });

  it('keeps at most ten lines after a merge', () => {
    const owned = Array.from({ length: 8 }, (_, i) => ({ variantId: `o${i}`, quantity: 1 }));
    const browser = Array.from({ length: 5 }, (_, i) => ({ variantId: `b${i}`, quantity: 1 }));
    expect(mergeCarts(owned, browser)).toHaveLength(10);
  });

  it('grows an existing line on Add to Cart and refuses an eleventh line', () => {
    expect(addToCart([{ variantId: 'a', quantity: 9 }], 'a', 3)).toEqual([{ variantId: 'a', quantity: 10 }]);
    const full = Array.from({ length: 10 }, (_, i) => ({ variantId: `v${i}`, quantity: 1 }));
    expect(addToCart(full, 'new')).toHaveLength(10);
  });

  it('refuses duplicate lines, zero or fractional quantities, more than ten of one item and more than ten lines', () => {
    expect(cartLinesSchema.safeParse([{ variantId: 'a', quantity: 1 }, { variantId: 'a', quantity: 2 }]).success).toBe(false);
    expect(cartLinesSchema.safeParse([{ variantId: 'a', quantity: 0 }]).success).toBe(false);
    expect(cartLinesSchema.safeParse([{ variantId: 'a', quantity: 1.5 }]).success).toBe(false);
    expect(cartLinesSchema.safeParse([{ variantId: 'a', quantity: 11 }]).success).toBe(false);
    expect(cartLinesSchema.safeParse(Array.from({ length: 11 }, (_, i) => ({ variantId: `v${i}`, quantity: 1 }))).success).toBe(false);
    expect(cartLinesSchema.safeParse([{ variantId: '../x', quantity: 1 }]).success).toBe(false);
  });
});
