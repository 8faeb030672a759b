import { describe, expect, it } from 'vitest';
import { featuredSlideSchema, isSlideLive, type FeaturedSlide } from './featured-slide';

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
