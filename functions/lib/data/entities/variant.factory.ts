import { ulid } from 'ulid';
import type { VariantItem } from './variant';

/** A valid active variant with no keys yet; override only what the test is about. */
export function createVariant(overrides: Partial<VariantItem> & Pick<VariantItem, 'productId'>): VariantItem {
  const now = new Date().toISOString();
  return {
    variantId: ulid(),
    platformId: 'steam',
    regionId: 'global',
    priceUsdCents: 5999,
    forceAvailable: false,
    isActive: true,
    languageCodes: ['en'],
    systemRequirements: {},
    searchKeywords: [],
    availableKeys: 0,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}
