import { catalogCounterScopes } from '../../functions/lib/data/entities/catalog-counter';
import type { Deps } from '../../functions/lib/deps';
import { defaultLowStockThreshold, stockLevel } from '../../shared/inventory/stock-level';

interface SeededVariant {
  item: { productId: string; variantId: string; platformId: string; isActive?: boolean | undefined };
  /** The keys the seed stores for it. */
  keys: number;
}

/**
 * What the back office's variant writes keep, written for the demo catalogue at once: a variant group per product with
 * variants (the Variants & Keys listing), a product-platform membership per product and platform, and the platform
 * counters those memberships add up to, and the stock alerts of the variants it leaves short (marked as already
 * told, as a new variant is: no e-mail for the demo). The seed runs once on an empty table, so plain puts are exact.
 */
export async function seedInventoryIndex(deps: Pick<Deps, 'store'>, products: readonly { productId: string; createdAt?: string | undefined }[], variants: readonly SeededVariant[]): Promise<void> {
  const withVariants = new Set(variants.map((v) => v.item.productId));
  const memberships = [...new Map(variants.map((v) => [`${v.item.productId}|${v.item.platformId}`, v.item])).values()];
  const perPlatform = new Map<string, number>();
  for (const m of memberships) perPlatform.set(m.platformId, (perPlatform.get(m.platformId) ?? 0) + 1);
  const options = { concurrency: 4 };
  const since = new Date().toISOString();
  const alerts = variants.flatMap(({ item, keys }) => {
    const level = stockLevel(keys, defaultLowStockThreshold, item.isActive ?? true);
    return level === 'ok' ? [] : [{ variantId: item.variantId, productId: item.productId, level, notifiedLevel: level, availableKeys: keys, lowStockThreshold: defaultLowStockThreshold, since }];
  });
  await Promise.all([
    deps.store.entities.variantGroup.put(products.filter((p) => withVariants.has(p.productId)).map((p) => ({ productId: p.productId, productCreatedAt: p.createdAt ?? missing(p.productId) }))).go(options),
    deps.store.entities.productPlatform.put(memberships.map(({ productId, platformId }) => ({ productId, platformId }))).go(options),
    deps.store.entities.stockAlert.put(alerts).go(options),
    deps.store.entities.catalogCounter.put([...perPlatform].map(([platformId, count]) => ({ scope: catalogCounterScopes.platform(platformId), count }))).go(options),
  ]);
}

/** The group's sort key must be the stored product's own creation time, so a demo product without one is a seed bug. */
function missing(productId: string): never {
  throw new Error(`Demo product ${productId} has no createdAt`);
}
