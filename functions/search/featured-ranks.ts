import { isSlideLive } from '../../shared/catalog/featured-slide';
import type { Deps } from '../lib/deps';

/** The first live homepage slide ranks highest; a product flagged featured without a slide still ranks above the rest. */
export const slideRankBase = 1000;
export const featuredFlagRank = 1;

/**
 * `featured_rank` per product from the live slides: one single-partition Query of a handful of items, cheap
 * enough for every sync. A slide that goes live or ends by date alone changes nothing in the table, so such
 * ranks refresh at the product's next change or the next reindex.
 */
export async function featuredRanks(deps: Deps): Promise<Map<string, number>> {
  const now = deps.now();
  const slides = (await deps.store.entities.featuredSlide.query.byId({}).go({ pages: 'all' })).data
    .filter((s) => isSlideLive({ isActive: s.isActive, startDate: s.startDate ?? null, endDate: s.endDate ?? null }, now))
    .sort((a, b) => a.displayOrder - b.displayOrder);
  const ranks = new Map<string, number>();
  slides.forEach((slide, position) => {
    if (!ranks.has(slide.productId)) ranks.set(slide.productId, Math.max(slideRankBase - position, featuredFlagRank + 1));
  });
  return ranks;
}

/** A product's rank: its best live slide, else 1 when flagged featured, else 0. */
export function featuredRankOf(product: { productId: string; featured: boolean }, ranks: Map<string, number>): number {
  return ranks.get(product.productId) ?? (product.featured ? featuredFlagRank : 0);
}
