import { describe, expect, it } from 'vitest';
import * as rules from '../../../../shared/orders/cart-rules';
import { addLine, ensureLine, removeLine, setLineQuantity } from './cart-edits';
import { countUnits, isCartLine } from './cart-lines';

const full = Array.from({ length: 10 }, (_, i) => ({ variantId: `v${i}`, quantity: 1 }));

describe('the cart lines in the browser', () => {
  it.each([
    ['a new line', [], 'a', 1],
    ['a line that grows', [{ variantId: 'a', quantity: 2 }], 'a', 3],
    ['a line capped at ten', [{ variantId: 'a', quantity: 9 }], 'a', 3],
    ['an eleventh line, refused', full, 'new', 1],
  ])('add to cart as the shared rules do: %s', (_case, lines, variantId, quantity) => {
    expect(addLine(lines, variantId, quantity)).toEqual(rules.addToCart(lines, variantId, quantity));
  });

  it('remember the price the shopper was shown with the line', () => {
    expect(addLine([], 'a', 1, 4999)).toEqual([{ variantId: 'a', quantity: 1, seenUnitCents: 4999 }]);
    expect(addLine([{ variantId: 'a', quantity: 1, seenUnitCents: 4999 }], 'a', 1, 3999)).toEqual([{ variantId: 'a', quantity: 2, seenUnitCents: 3999 }]);
  });

  it('let Buy Now put a variant in the cart without growing a line that is already there', () => {
    expect(ensureLine([{ variantId: 'a', quantity: 2 }], 'a', 100)).toEqual([{ variantId: 'a', quantity: 2 }]);
    expect(ensureLine([], 'a', 100)).toEqual([{ variantId: 'a', quantity: 1, seenUnitCents: 100 }]);
  });

  it('keep a stepped quantity between 1 and 10, and remove a line', () => {
    const lines = [{ variantId: 'a', quantity: 2 }, { variantId: 'b', quantity: 1 }];

    expect(setLineQuantity(lines, 'a', 0)).toEqual([{ variantId: 'a', quantity: 1 }, lines[1]]);
    expect(setLineQuantity(lines, 'a', 14)).toEqual([{ variantId: 'a', quantity: 10 }, lines[1]]);
    expect(removeLine(lines, 'a')).toEqual([lines[1]]);
    expect(countUnits(lines)).toBe(3);
  });

  it.each([
    [{ variantId: 'var_1', quantity: 3 }, true],
    [{ variantId: 'var_1', quantity: 3, seenUnitCents: 999 }, true],
    [{ variantId: 'var_1', quantity: 0 }, false],
    [{ variantId: 'var_1', quantity: 11 }, false],
    [{ variantId: 'var_1', quantity: 1.5 }, false],
    [{ variantId: '../x', quantity: 1 }, false],
    [{ variantId: 'var_1', quantity: 1, seenUnitCents: -1 }, false],
    ['var_1', false],
    [null, false],
  ])('accept %o from storage: %s', (value, accepted) => {
    expect(isCartLine(value)).toBe(accepted);
  });
});
