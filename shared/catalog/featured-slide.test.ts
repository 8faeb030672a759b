import { describe, expect, it } from 'vitest';
import { featuredSlideSchema, isSlideLive, slideOffer, type FeaturedSlide } from './featured-slide';

const now = new Date('2025-06-15T12:00:00Z');
const minimal = { slideId: 's1', productId: 'p1', title: 'Summer Sale' };

type Window = Pick<FeaturedSlide, 'isActive' | 'startDate' | 'endDate'>;

describe('isSlideLive', () => {
  it.each<[string, boolean, Window]>([
    ['an active slide without dates', true, { isActive: true, startDate: null, endDate: null }],
    ['an inactive slide without dates', false, { isActive: false, startDate: null, endDate: null }],
    ['an inactive slide inside its window', false, { isActive: false, startDate: '2025-06-01T00:00:00Z', endDate: '2025-07-01T00:00:00Z' }],
    ['an active slide inside its window', true, { isActive: true, startDate: '2025-06-01T00:00:00Z', endDate: '2025-07-01T00:00:00Z' }],
    ['a scheduled slide whose start is in the future', false, { isActive: true, startDate: '2025-06-15T12:00:01Z', endDate: null }],
    ['a slide whose end has passed', false, { isActive: true, startDate: null, endDate: '2025-06-15T11:59:59Z' }],
    ['a slide whose start has passed and has no end', true, { isActive: true, startDate: '2020-01-01T00:00:00Z', endDate: null }],
  ])('treats %s as live: %s', (_case, expected, slide) => {
    expect(isSlideLive(slide, now)).toBe(expected);
  });
});

describe('featuredSlideSchema', () => {
  it('fills the back office defaults', () => {
    const slide = featuredSlideSchema.parse(minimal);

    expect(slide).toEqual({
      ...minimal,
      variantId: null,
      customPriceUsdCents: null,
      originalPriceUsdCents: null,
      discountPercentage: null,
      imageType: 'upload',
      backgroundGradient: 'from-blue-600 to-purple-600',
      ctaText: 'Shop Now',
      displayOrder: 0,
      isActive: true,
      hideTitle: false,
      startDate: null,
      endDate: null,
    });
  });

  it.each(['', '   '])('rejects the title %j with "Title is required"', (title) => {
    const result = featuredSlideSchema.safeParse({ ...minimal, title });

    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['title'], message: 'Title is required' })]);
  });

  it.each([0, 35, 100])('accepts a discount of %s percent', (discountPercentage) => {
    expect(featuredSlideSchema.safeParse({ ...minimal, discountPercentage }).success).toBe(true);
  });

  it('accepts a slide without a discount', () => {
    expect(featuredSlideSchema.safeParse({ ...minimal, discountPercentage: null }).success).toBe(true);
  });

  it.each([-1, 101, 12.5])('rejects a discount of %s percent', (discountPercentage) => {
    expect(featuredSlideSchema.safeParse({ ...minimal, discountPercentage }).success).toBe(false);
  });

  it('rejects a negative display order', () => {
    expect(featuredSlideSchema.safeParse({ ...minimal, displayOrder: -1 }).success).toBe(false);
  });

  it('rejects a gradient outside the five choices', () => {
    expect(featuredSlideSchema.safeParse({ ...minimal, backgroundGradient: 'from-pink-100 to-pink-200' }).success).toBe(false);
  });

  it('rejects unknown fields', () => {
    expect(featuredSlideSchema.safeParse({ ...minimal, colour: 'red' }).success).toBe(false);
  });
});

describe('slideOffer', () => {
  const noCustom = { customPriceUsdCents: null, originalPriceUsdCents: null, discountPercentage: null };

  it("shows the targeted variant's price, its retail price struck and the discount between them", () => {
    expect(slideOffer(noCustom, { priceUsdCents: 6999, retailPriceUsdCents: 8999 })).toEqual({
      priceUsdCents: 6999,
      originalPriceUsdCents: 8999,
      discountPercentage: 22,
    });
  });

  it('shows no discount for a variant sold at its retail price or without one', () => {
    expect(slideOffer(noCustom, { priceUsdCents: 5149 })).toEqual({ priceUsdCents: 5149, originalPriceUsdCents: null, discountPercentage: null });
    expect(slideOffer(noCustom, { priceUsdCents: 5149, retailPriceUsdCents: 5149 }).discountPercentage).toBeNull();
  });

  it("keeps the staff's custom price, original price and discount over the variant's", () => {
    const custom = { customPriceUsdCents: 4999, originalPriceUsdCents: 6999, discountPercentage: 30 };

    expect(slideOffer(custom, { priceUsdCents: 5999, retailPriceUsdCents: 7999 })).toEqual({ priceUsdCents: 4999, originalPriceUsdCents: 6999, discountPercentage: 30 });
    expect(slideOffer({ ...custom, discountPercentage: null }, null).discountPercentage).toBe(29);
  });

  it('shows no price for a slide with neither a custom price nor a target', () => {
    expect(slideOffer(noCustom, null).priceUsdCents).toBeNull();
  });
});
