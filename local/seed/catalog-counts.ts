import { catalogCounterScopes } from '../../functions/lib/data/entities/catalog-counter';

/**
 * The dashboard's catalogue counters for a seeded catalogue, as absolute values: the seed writes products in bulk, not
 * through the writes that move the counters, so it states the counts those writes would have reached. `put`, not `ADD`,
 * so writing them twice cannot count twice.
 */
export function catalogCounts(products: readonly { productId: string; isActive?: boolean | undefined }[], variants: readonly { productId: string; platformId: string }[]) {
  const platformsOf = new Map<string, Set<string>>();
  for (const v of variants) platformsOf.set(v.platformId, (platformsOf.get(v.platformId) ?? new Set()).add(v.productId));
  return [
    { scope: catalogCounterScopes.products, count: products.length },
    { scope: catalogCounterScopes.activeProducts, count: products.filter((p) => p.isActive !== false).length },
    ...[...platformsOf].map(([platformId, productIds]) => ({ scope: catalogCounterScopes.platform(platformId), count: productIds.size })),
  ];
}
