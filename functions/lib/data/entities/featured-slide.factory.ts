import { ulid } from 'ulid';
import type { FeaturedSlideItem } from './featured-slide';

export function createFeaturedSlide(overrides: Partial<FeaturedSlideItem> & Pick<FeaturedSlideItem, 'productId'>): FeaturedSlideItem {
  const now = new Date().toISOString();
  return {
    slideId: ulid(),
    title: 'Spring Sale',
    imageType: 'url',
    backgroundGradient: 'from-blue-600 to-purple-600',
    ctaText: 'Shop Now',
    displayOrder: 0,
    isActive: true,
    hideTitle: false,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}
