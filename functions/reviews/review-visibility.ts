import { ConflictError, NotFoundError } from '../../shared/errors/domain-errors';
import type { ReviewVisibilityChanged } from '../../shared/reviews/review-views';
import type { Deps } from '../lib/deps';
import type { ReviewItem } from '../lib/data/entities/review';
import { backoffMs, pause, type TxWrite } from '../orders/transaction-types';
import { announceReviewChange } from './announce-review-change';
import { reviewFigures, staffReviewView } from './review-views';

/**
 * Staff hide a review (or show it again). The review's flag and the product's count and rating total move in one
 * transaction conditioned on the flag as it was read, so hiding twice, or two staff at once, subtracts once. Asking
 * for the state a review is already in writes nothing and answers as a change would.
 */
export async function setReviewVisibility(deps: Pick<Deps, 'store' | 'now' | 'queues'>, staffId: string, reviewId: string, hidden: boolean): Promise<ReviewVisibilityChanged> {
  const { store } = deps;
  // The id index trails the table by a moment; the item itself is then read consistently.
  const found = (await store.entities.review.query.byReviewId({ reviewId }).go({ limit: 1 })).data[0];
  if (!found) throw new NotFoundError(`Review ${reviewId} was not found.`);
  const key = { productId: found.productId, reviewedAt: found.reviewedAt, reviewId };
  for (let attempt = 0; attempt < 8; attempt++) {
    const review = (await store.entities.review.get(key).go({ consistent: true })).data;
    if (!review) throw new NotFoundError(`Review ${reviewId} was not found.`);
    if ((review.hidden ?? false) === hidden) return answer(deps, review);
    const now = deps.now().toISOString();
    const result = await store.transaction
      .write(({ review: reviews, product }) => [
        (hidden
          ? reviews
              .patch(key)
              .set({ hidden: true, hiddenAt: now, hiddenBy: staffId })
              .where(({ hidden: flag }, { eq, notExists }) => `(${notExists(flag)} OR ${eq(flag, false)})`)
          : reviews
              .patch(key)
              .set({ hidden: false })
              .remove(['hiddenAt', 'hiddenBy'])
              .where(({ hidden: flag }, { eq }) => eq(flag, true))
        ).commit() as TxWrite,
        (hidden
          ? product.patch({ productId: review.productId }).subtract({ reviewCount: 1, reviewRatingTotal: review.rating }).where(({ reviewCount }, { gte }) => gte(reviewCount, 1))
          : product.patch({ productId: review.productId }).add({ reviewCount: 1, reviewRatingTotal: review.rating })
        ).commit() as TxWrite,
      ])
      .go();
    if (!result.canceled) {
      await announceReviewChange(deps, review.productId);
      const after = (await store.entities.review.get(key).go({ consistent: true })).data!;
      return answer(deps, after);
    }
    // A flag changed meanwhile (another hide won) is read again above and found as asked; only counters that would
    // fall below zero are a refusal.
    const [flag, counters] = result.data.map((d) => d.code === 'ConditionalCheckFailed');
    if (counters && !flag) {
      throw new ConflictError("The product's review count is already zero; its figures need repair before this review can be hidden.");
    }
    await pause(backoffMs(attempt));
  }
  throw new ConflictError('This review is being changed by someone else right now. Reload it and try again.');
}

async function answer(deps: Pick<Deps, 'store'>, review: ReviewItem): Promise<ReviewVisibilityChanged> {
  const product = (await deps.store.entities.product.get({ productId: review.productId }).go({ consistent: true })).data;
  return {
    productId: review.productId,
    review: staffReviewView(review),
    ...(product ? reviewFigures(product) : { reviewCount: 0, averageRating: null }),
  };
}
