import type { AdminVariantView } from '../../shared/inventory/inventory-views';
import { defaultLowStockThreshold, stockLevel } from '../../shared/inventory/stock-level';
import type { ReferenceLookup } from '../catalog/reference-lookup';
import type { VariantItem } from '../lib/data/entities/variant';

/** A stored variant as the Variants & Keys screen shows it, with its platform's and region's names. */
export function adminVariantView(v: VariantItem, reference: ReferenceLookup): AdminVariantView {
  const threshold = v.lowStockThreshold ?? defaultLowStockThreshold;
  return {
    variantId: v.variantId,
    productId: v.productId,
    platformId: v.platformId,
    platformName: reference.platforms.get(v.platformId)?.name ?? v.platformId,
    regionId: v.regionId,
    regionName: reference.regions.get(v.regionId)?.name ?? v.regionId,
    faceValue: v.faceValue ?? null,
    priceUsdCents: v.priceUsdCents,
    retailPriceUsdCents: v.retailPriceUsdCents ?? null,
    isActive: v.isActive,
    forceAvailable: v.forceAvailable,
    availableKeys: v.availableKeys,
    lowStockThreshold: threshold,
    stockLevel: stockLevel(v.availableKeys, threshold, v.isActive),
    languageCodes: v.languageCodes,
    searchKeywords: v.searchKeywords,
    activationInstructions: v.activationInstructions ?? null,
    updatedAt: v.updatedAt,
  };
}
