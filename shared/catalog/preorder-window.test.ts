import { describe, expect, it } from 'vitest';
import { isInPreorderWindow, type PreorderFields } from './preorder-window';

const now = new Date('2025-06-15T12:00:00Z');

describe('isInPreorderWindow', () => {
  it.each<[string, boolean, PreorderFields]>([
    ['a product not flagged as a pre-order, even inside dates', false, { isPreorder: false, preorderStartDate: '2025-06-01T00:00:00Z', preorderEndDate: '2025-07-01T00:00:00Z' }],
    ['a flagged product with no dates', true, { isPreorder: true }],
    ['a flagged product inside its window', true, { isPreorder: true, preorderStartDate: '2025-06-01T00:00:00Z', preorderEndDate: '2025-07-01T00:00:00Z' }],
    ['a flagged product whose start is in the future', false, { isPreorder: true, preorderStartDate: '2025-06-15T12:00:01Z' }],
    ['a flagged product whose start is exactly now', true, { isPreorder: true, preorderStartDate: '2025-06-15T12:00:00Z' }],
    ['a flagged product whose end has passed', false, { isPreorder: true, preorderEndDate: '2025-06-15T11:59:59Z' }],
    ['a flagged product whose end is exactly now', false, { isPreorder: true, preorderEndDate: '2025-06-15T12:00:00Z' }],
    ['a flagged product with only a future end', true, { isPreorder: true, preorderEndDate: '2025-06-15T12:00:01Z' }],
  ])('treats %s as in window: %s', (_case, expected, fields) => {
    expect(isInPreorderWindow(fields, now)).toBe(expected);
  });
});
