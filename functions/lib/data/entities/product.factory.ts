import { ulid } from 'ulid';
import type { ProductItem } from './product';

/** A valid active product for tests; override only what the test is about. */
export function createProduct(overrides: Partial<ProductItem> = {}): ProductItem {
  const productId = overrides.productId ?? ulid();
  const now = new Date().toISOString();
  return {
    productId,
    name: 'Starfall Odyssey',
    slug: `starfall-odyssey-${productId.toLowerCase()}`,
    description: 'An open-world space adventure.',
    productType: 'key',
    category: 'games',
    tags: [],
    deliveryType: 'instant',
    isActive: true,
    featured: false,
    isPreorder: false,
    searchKeywords: [],
    reviewCount: 0,
    reviewRatingTotal: 0,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}
