import type { Deps } from '../lib/deps';
import type { ReviewItem } from '../lib/data/entities/review';

/** The caller's review of a product, hidden or not, through their authorship record; null when they wrote none. */
export async function ownReview(deps: Pick<Deps, 'store'>, userId: string, productId: string): Promise<ReviewItem | null> {
  const { reviewAuthorship, review } = deps.store.entities;
  const authorship = (await reviewAuthorship.get({ userId, productId }).go({ consistent: true })).data;
  if (!authorship) return null;
  return (await review.get({ productId, reviewedAt: authorship.reviewedAt, reviewId: authorship.reviewId }).go({ consistent: true })).data;
}
