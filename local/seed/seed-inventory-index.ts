import type { Deps } from '../../functions/lib/deps';
import { inventoryIndexItems, type IndexedVariant } from './inventory-index-items';

/**
 * Writes the demo catalogue's inventory index (inventory-index-items.ts: variant groups, product-platform memberships,
 * platform counters, stock alerts). The seed runs once on an empty table, so plain puts are exact.
 */
export async function seedInventoryIndex(deps: Pick<Deps, 'store'>, products: readonly { productId: string; createdAt?: string | undefined }[], variants: readonly IndexedVariant[]): Promise<void> {
  const items = inventoryIndexItems(products, variants, new Date().toISOString());
  const options = { concurrency: 4 };
  await Promise.all([
    deps.store.entities.variantGroup.put(items.variantGroups).go(options),
    deps.store.entities.productPlatform.put(items.productPlatforms).go(options),
    deps.store.entities.stockAlert.put(items.stockAlerts).go(options),
    deps.store.entities.catalogCounter.put(items.platformCounters).go(options),
  ]);
}
