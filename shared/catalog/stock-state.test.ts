import { describe, expect, it } from 'vitest';
import { isPurchasable, stockState, type StockInputs, type StockState } from './stock-state';

const now = new Date('2025-06-15T12:00:00Z');
const variant = (overrides: Partial<StockInputs> = {}): StockInputs => ({ isActive: true, availableKeys: 3, forceAvailable: false, ...overrides });
const product = { isActive: true, isPreorder: false };
const openPreorder = { isActive: true, isPreorder: true, preorderStartDate: '2025-06-01T00:00:00Z', preorderEndDate: '2025-07-01T00:00:00Z' };

describe('stockState', () => {
  it.each([
    ['an inactive product', 'inactive', variant(), { ...product, isActive: false }],
    ['an inactive variant', 'inactive', variant({ isActive: false }), product],
    ['an inactive variant of an open pre-order', 'inactive', variant({ isActive: false }), openPreorder],
    ['a pre-order inside its window, even with keys in stock', 'preorder', variant({ availableKeys: 50 }), openPreorder],
    ['a pre-order inside its window without keys', 'preorder', variant({ availableKeys: 0 }), openPreorder],
    ['a pre-order whose window has ended and has keys', 'in_stock', variant(), { ...openPreorder, preorderEndDate: '2025-06-15T11:59:59Z' }],
    ['a pre-order whose window has not started and has no keys', 'out_of_stock', variant({ availableKeys: 0 }), { ...openPreorder, preorderStartDate: '2025-06-16T00:00:00Z' }],
    ['a variant with keys', 'in_stock', variant({ availableKeys: 1 }), product],
    ['a variant with keys and force_available', 'in_stock', variant({ availableKeys: 1, forceAvailable: true }), product],
    ['a variant without keys but force_available', 'force_available', variant({ availableKeys: 0, forceAvailable: true }), product],
    ['a variant without keys', 'out_of_stock', variant({ availableKeys: 0 }), product],
  ] as const)('classifies %s as %s', (_case, expected, v, p) => {
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
