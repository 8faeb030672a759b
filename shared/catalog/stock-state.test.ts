import { describe, expect, it } from 'vitest';
import { isPurchasable, stockState, type StockInputs, type StockState } from './stock-state';

const now = new Date('2025-06-15T12:00:00Z');
const variant = (overrides: Partial<StockInputs> = {}): StockInputs => ({ isActive: true, availableKeys: 3, forceAvailable: false, ...overrides });
const product = { isActive: true, isPreorder: false };
const openPreorder = { isActive: true, isPreorder: true, preorderStartDate: '2025-06-01T00:00:00Z', preorderEndDate: '2025-07-01T00:00:00Z' };

describe('stockState', () => {
  it.each([
    ['an inactive product', variant(), { ...product, isActive: false }, 'inactive'],
    ['an inactive variant', variant({ isActive: false }), product, 'inactive'],
    ['an inactive variant of an open pre-order', variant({ isActive: false }), openPreorder, 'inactive'],
    ['a pre-order inside its window, even with keys in stock', variant({ availableKeys: 50 }), openPreorder, 'preorder'],
    ['a pre-order inside its window without keys', variant({ availableKeys: 0 }), openPreorder, 'preorder'],
    ['a pre-order whose window has ended and has keys', variant(), { ...openPreorder, preorderEndDate: '2025-06-15T11:59:59Z' }, 'in_stock'],
    ['a pre-order whose window has not started and has no keys', variant({ availableKeys: 0 }), { ...openPreorder, preorderStartDate: '2025-06-16T00:00:00Z' }, 'out_of_stock'],
    ['a variant with keys', variant({ availableKeys: 1 }), product, 'in_stock'],
    ['a variant with keys and force_available', variant({ availableKeys: 1, forceAvailable: true }), product, 'in_stock'],
    ['a variant without keys but force_available', variant({ availableKeys: 0, forceAvailable: true }), product, 'force_available'],
    ['a variant without keys', variant({ availableKeys: 0 }), product, 'out_of_stock'],
  ] as const)('classifies %s as %s', (_case, v, p, expected) => {
    expect(stockState(v, p, now)).toBe(expected);
  });
});

describe('isPurchasable', () => {
  it.each<[StockState, boolean]>([
    ['in_stock', true],
    ['preorder', true],
    ['force_available', true],
    ['out_of_stock', false],
    ['inactive', false],
  ])('answers %s → %s', (state, expected) => {
    expect(isPurchasable(state)).toBe(expected);
  });
});
