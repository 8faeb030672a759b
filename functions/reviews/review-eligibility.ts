import type { ReviewEligibility } from '../../shared/reviews/review-views';
import type { Deps } from '../lib/deps';
import { ownReview } from './own-review';
import { reviewableProduct } from './reviewable-product';
import { reviewView } from './review-views';
import { completedPurchase, type Reviewer } from './verified-purchase';

/** Whether the caller may review the product: already reviewed (with their review) comes first, then the purchase. */
export async function reviewEligibility(deps: Pick<Deps, 'store'>, reviewer: Reviewer, productId: string): Promise<ReviewEligibility> {
  const [, own] = await Promise.all([reviewableProduct(deps, productId), ownReview(deps, reviewer.userId, productId)]);
  if (own) return { status: 'reviewed', review: { ...reviewView(own), hidden: own.hidden ?? false } };
  return (await completedPurchase(deps, reviewer, productId)) ? { status: 'eligible' } : { status: 'not-bought' };
}
