import { catalogCounterScopes } from '../../functions/lib/data/entities/catalog-counter';
import { defaultLowStockThreshold, stockLevel } from '../../shared/inventory/stock-level';

export interface IndexedVariant {
  item: { productId: string; variantId: string; platformId: string; isActive?: boolean | undefined; lowStockThreshold?: number | undefined };
  /** The keys left available in its pool. */
  keys: number;
}

/**
 * What the back office's variant writes keep for a catalogue written at once (create-variant-use-case.ts and the
 * stock-alert stream, followStock): a variant group per product with variants, a product-platform membership per
 * product and platform with the platform counters they add up to, and a stock alert per active variant under its
 * threshold, marked as already told, as a variant created short is (no e-mail). Each group counts its product's variants. One builder for the demo seed and the
 * scale seed, so neither drifts from the other.
 */
export function inventoryIndexItems(products: readonly { productId: string; createdAt?: string | undefined }[], variants: readonly IndexedVariant[], since: string) {
  const variantsOf = new Map<string, number>();
  for (const v of variants) variantsOf.set(v.item.productId, (variantsOf.get(v.item.productId) ?? 0) + 1);
  const memberships = [...new Map(variants.map((v) => [`${v.item.productId}|${v.item.platformId}`, { productId: v.item.productId, platformId: v.item.platformId }])).values()];
  const perPlatform = new Map<string, number>();
  for (const m of memberships) perPlatform.set(m.platformId, (perPlatform.get(m.platformId) ?? 0) + 1);
  return {
    variantGroups: products
      .filter((p) => variantsOf.has(p.productId))
      .map((p) => ({ productId: p.productId, productCreatedAt: p.createdAt ?? missing(p.productId), variantCount: variantsOf.get(p.productId)! })),
    productPlatforms: memberships,
    stockAlerts: variants.flatMap(({ item, keys }) => stockAlert(item, keys, since)),
    platformCounters: [...perPlatform].map(([platformId, count]) => ({ scope: catalogCounterScopes.platform(platformId), count })),
  };
}

/** The alert a variant with `keys` available has (none when its pool is fine), as followStock leaves a new variant's. */
export function stockAlert(item: IndexedVariant['item'], keys: number, since: string) {
  const threshold = item.lowStockThreshold ?? defaultLowStockThreshold;
  const level = stockLevel(keys, threshold, item.isActive ?? true);
  return level === 'ok' ? [] : [{ variantId: item.variantId, productId: item.productId, level, notifiedLevel: level, availableKeys: keys, lowStockThreshold: threshold, since }];
}

/** The group's sort key must be the stored product's own creation time, so a product without one is a seed bug. */
function missing(productId: string): never {
  throw new Error(`Product ${productId} has no createdAt`);
}
