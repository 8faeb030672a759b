import { describe, expect, it } from 'vitest';
import { isInPreorderWindow, type PreorderFields } from './preorder-window';

const now = new Date('2025-06-15T12:00:00Z');

describe('isInPreorderWindow', () => {
  it.each<[string, PreorderFields, boolean]>([
    ['a product not flagged as a pre-order, even inside dates', { isPreorder: false, preorderStartDate: '2025-06-01T00:00:00Z', preorderEndDate: '2025-07-01T00:00:00Z' }, false],
    ['a flagged product with no dates', { isPreorder: true }, true],
    ['a flagged product inside its window', { isPreorder: true, preorderStartDate: '2025-06-01T00:00:00Z', preorderEndDate: '2025-07-01T00:00:00Z' }, true],
    ['a flagged product whose start is in the future', { isPreorder: true, preorderStartDate: '2025-06-15T12:00:01Z' }, false],
    ['a flagged product whose start is exactly now', { isPreorder: true, preorderStartDate: '2025-06-15T12:00:00Z' }, true],
    ['a flagged product whose end has passed', { isPreorder: true, preorderEndDate: '2025-06-15T11:59:59Z' }, false],
    ['a flagged product whose end is exactly now', { isPreorder: true, preorderEndDate: '2025-06-15T12:00:00Z' }, false],
    ['a flagged product with only a future end', { isPreorder: true, preorderEndDate: '2025-06-15T12:00:01Z' }, true],
  ])('treats %s as in window: %s', (_case, fields, expected) => {
    expect(isInPreorderWindow(fields, now)).toBe(expected);
  });
});
