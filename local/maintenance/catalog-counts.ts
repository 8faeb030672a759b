import { catalogCounterScopes } from '../../functions/lib/data/entities/catalog-counter';
import { translatedLanguages } from '../../shared/catalog/translations';

export interface CountedProduct {
  productId: string;
  isActive: boolean;
  /** The catalogue languages its name and description are translated into (coveredLanguages). */
  covered?: readonly string[];
}
export interface CountedVariant {
  productId: string;
  platformId: string;
}

/**
 * The catalogue counters as the writes keep them (functions/lib/data/entities/catalog-counter.ts): every product, the
 * active ones, the products with at least one variant per platform, the users, and the products translated per language. One rule for the seeds (which write
 * them) and the recount (which rebuilds them from the table), so the two cannot disagree.
 */
export function catalogCounts(products: readonly CountedProduct[], variants: readonly CountedVariant[], users: number): Map<string, number> {
  const counts = new Map<string, number>([
    [catalogCounterScopes.products, products.length],
    [catalogCounterScopes.activeProducts, products.filter((p) => p.isActive).length],
    [catalogCounterScopes.users, users],
  ]);
  for (const language of translatedLanguages) counts.set(catalogCounterScopes.translated(language), products.filter((p) => p.covered?.includes(language)).length);
  const known = new Set(products.map((p) => p.productId));
  const perPlatform = new Map<string, Set<string>>();
  for (const v of variants) {
    if (!known.has(v.productId)) continue;
    const set = perPlatform.get(v.platformId) ?? new Set<string>();
    set.add(v.productId);
    perPlatform.set(v.platformId, set);
  }
  for (const [platformId, ids] of perPlatform) counts.set(catalogCounterScopes.platform(platformId), ids.size);
  return counts;
}

/** The counts as catalogCounter items. */
export const catalogCounterItems = (counts: Map<string, number>) => [...counts].map(([scope, count]) => ({ scope, count }));
