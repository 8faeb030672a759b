import { describe, expect, it } from 'vitest';
import { isScheduled, slideDefaults, slideInputSchema } from './featured-slide-input';

const base = { productId: 'prd_1', title: 'Winter Sale' };

describe('the featured slide input (back-office §5 and §9)', () => {
  it('gives a new slide §9’s defaults', () => {
    expect(slideInputSchema.parse(base)).toMatchObject({
      backgroundGradient: 'from-blue-600 to-purple-600',
      ctaText: 'Shop Now',
      displayOrder: 0,
      isActive: true,
      hideTitle: false,
      imageType: 'upload',
      variantId: null,
      customPrice: null,
      startDate: null,
      endDate: null,
    });
  });

  it.each([
    ['empty prices and discount', { customPrice: '', originalPrice: '  ', discountPercentage: '' }, { customPrice: null, originalPrice: null, discountPercentage: null }],
    ['a price in dollars', { customPrice: '19.99' }, { customPrice: 1999 }],
    ['a price already in cents', { customPrice: 1999 }, { customPrice: 1999 }],
    ['a discount typed as text', { discountPercentage: '15' }, { discountPercentage: 15 }],
    ['a date with an offset', { startDate: '2026-05-01T12:00:00+02:00' }, { startDate: '2026-05-01T10:00:00.000Z' }],
    ['an empty variant', { variantId: '' }, { variantId: null }],
  ])('turns %s into what is stored', (_, input, expected) => {
    expect(slideInputSchema.parse({ ...base, ...input })).toMatchObject(expected);
  });

  it.each([
    ['a blank title', { title: '   ' }, 'Title is required'],
    ['no product', { productId: '' }, 'Product is required'],
    ['a discount of 101', { discountPercentage: 101 }, 'Discount must be between 0 and 100'],
    ['a negative discount', { discountPercentage: -1 }, 'Discount must be between 0 and 100'],
    ['a display order below 0', { displayOrder: -1 }, 'Display order must be 0 or more'],
    ['an end before the start', { startDate: '2026-05-02T00:00:00Z', endDate: '2026-05-01T00:00:00Z' }, 'End date must be after the start date'],
    ['three decimals in a price', { originalPrice: '1.999' }, 'Original price must be an amount like 19.99'],
    ['a title with a control character', { title: 'Sale\u0007' }, 'Text contains a control character'],
  ])('refuses %s', (_, input, message) => {
    const result = slideInputSchema.safeParse({ ...base, ...input });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message)).toContain(message);
  });

  it('parses its own output to the same values, so the form can submit what it parsed', () => {
    const once = slideInputSchema.parse({ ...slideDefaults, ...base, customPrice: '12.50', discountPercentage: '10', startDate: '2026-05-01T12:00:00Z' });
    expect(slideInputSchema.parse(once)).toEqual(once);
  });

  it.each([
    ['a start in the future', '2026-12-01T00:00:00Z', true],
    ['a start in the past', '2026-01-01T00:00:00Z', false],
    ['no start', null, false],
  ])('calls a slide with %s scheduled: %s', (_, startDate, expected) => {
    expect(isScheduled({ startDate }, new Date('2026-11-24T00:00:00Z'))).toBe(expected);
  });
});
