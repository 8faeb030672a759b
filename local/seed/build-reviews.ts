import type { CreateEntityItem } from 'electrodb';
import type { reviewEntity } from '../../functions/lib/data/entities/review';
import { reviewComments, reviewCons, reviewerNames, reviewPros } from './seed-data/review-texts';

export type ReviewInput = CreateEntityItem<typeof reviewEntity>;

/** A small deterministic hash so the same product always gets the same demo reviews. */
function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** Zero to six reviews per product, scattered around its rating, dated within the last 90 days. */
export function buildReviews(product: { productId: string; rating?: number | undefined }, now: Date): ReviewInput[] {
  const seed = seedOf(product.productId);
  const count = seed % 7;
  const base = product.rating ?? 80;
  return Array.from({ length: count }, (_, i) => {
    const s = seedOf(`${product.productId}#${i}`);
    const rating = Math.max(20, Math.min(100, base + ((s % 31) - 15)));
    return {
      reviewId: `rev_${product.productId.slice(4)}_${i}`.slice(0, 64),
      productId: product.productId,
      rating,
      comment: reviewComments[s % reviewComments.length]!,
      reviewerName: reviewerNames[(s >>> 3) % reviewerNames.length]!,
      reviewedAt: new Date(now.getTime() - ((s % 90) + 1) * 86_400_000 - i * 3_600_000).toISOString(),
      pros: [reviewPros[s % reviewPros.length]!, reviewPros[(s >>> 5) % reviewPros.length]!].filter((p, j, all) => all.indexOf(p) === j),
      cons: rating < 85 ? [reviewCons[(s >>> 7) % reviewCons.length]!] : [],
    };
  });
}
