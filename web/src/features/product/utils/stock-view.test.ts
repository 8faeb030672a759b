import { describe, expect, it } from 'vitest';
import type { StockState } from '../../../../../shared/catalog/stock-state';
import type { VariantAvailability } from '../../../../../shared/storefront/storefront-views';
import { discountPercent, shownStock, type ShownStock } from './stock-view';

const live = (variantId: string, stockState: StockState): VariantAvailability => ({ variantId, stockState, availableKeys: 0, forceAvailable: false });

describe('shownStock', () => {
  it.each<[string, StockState, VariantAvailability | undefined, ShownStock]>([
    ['a pre-order', 'preorder', undefined, 'preorder'],
    ['a variant with keys', 'in_stock', undefined, 'in_stock'],
    ['a force-available variant without keys as limited availability', 'force_available', undefined, 'limited'],
    ['a variant without keys', 'out_of_stock', undefined, 'out_of_stock'],
    ['an inactive variant as out of stock', 'inactive', undefined, 'out_of_stock'],
    ['a variant whose last key sold since the page loaded', 'in_stock', live('v1', 'out_of_stock'), 'out_of_stock'],
    ['a variant restocked since the page loaded', 'out_of_stock', live('v1', 'in_stock'), 'in_stock'],
    ["a variant, ignoring another variant's live answer", 'in_stock', live('v2', 'out_of_stock'), 'in_stock'],
  ])('shows %s', (_case, state, availability, expected) => {
    expect(shownStock({ variantId: 'v1', stockState: state }, availability)).toBe(expected);
  });

  it('shows out of stock when no variant is selected', () => {
    expect(shownStock(null, undefined)).toBe('out_of_stock');
  });
});

describe('discountPercent', () => {
  it.each<[number, number | null, number | null]>([
    [4999, 6999, 29],
    [5000, 10000, 50],
    [4999, null, null],
    [4999, 4999, null],
    [4999, 3999, null],
  ])('gives a price of %i cents against a retail price of %s cents a %s%% discount', (price, retail, expected) => {
    expect(discountPercent(price, retail)).toBe(expected);
  });
});
