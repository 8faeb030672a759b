import { describe, expect, it } from 'vitest';
import type { StockState } from '../../../shared/catalog/stock-state';
import { cardBadges, stockLabel } from './stock-label';

describe('cardBadges', () => {
  it.each<[StockState, boolean, string[]]>([
    ['in_stock', false, []],
    ['force_available', false, []],
    ['preorder', true, ['Pre-order']],
    ['preorder', false, ['Pre-order']],
    ['out_of_stock', false, ['Out of stock']],
    ['out_of_stock', true, ['Pre-order', 'Out of stock']],
    ['inactive', false, ['Unavailable']],
  ])('shows %s (pre-order flag %s) as %j', (state, isPreorder, expected) => {
    expect(cardBadges(state, isPreorder).map((badge) => badge.text)).toEqual(expected);
  });
});

describe('stockLabel', () => {
  it('reads a force-available variant as available, not as out of stock', () => {
    expect(stockLabel('force_available').text).toBe('Available');
  });
});
