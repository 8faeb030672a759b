import { ulid } from 'ulid';
import { ConflictError, ForbiddenError, NotFoundError } from '../../shared/errors/domain-errors';
import type { ReviewDraftBody } from '../../shared/reviews/review-request';
import type { ReviewPosted } from '../../shared/reviews/review-views';
import { reviewerName } from '../../shared/reviews/reviewer-name';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { backoffMs, onlyConflicts, pause, type TxWrite } from '../orders/transaction-types';
import { announceReviewChange } from './announce-review-change';
import { reviewableProduct } from './reviewable-product';
import { reviewFigures, reviewView } from './review-views';
import { completedPurchase, type Reviewer } from './verified-purchase';

export const alreadyReviewedMessage = 'You have already reviewed this product. Each shopper can leave one review per product.';
export const notBoughtMessage = 'Only shoppers who bought this product can review it. Your review opens once an order of it is complete.';

/** The reviewer with what their review is signed with: the profile's name, else the token's. */
export interface Author extends Reviewer {
  tokenName: string | null;
  tokenEmail: string | null;
}

/**
 * Writes the caller's one review of a product they bought. One transaction creates the authorship record (only if
 * none exists: that is the one-review rule, however many posts race), the review, and adds it to the product's count
 * and rating total, while checking that the order proving the purchase is still completed. A transaction that lost a
 * race on the product's counters is tried again; one that lost on the authorship is a second review, refused.
 */
export async function postReview(deps: Pick<Deps, 'store' | 'now' | 'queues'>, author: Author, productId: string, draft: ReviewDraftBody): Promise<ReviewPosted> {
  const { store } = deps;
  const [, existing, profile] = await Promise.all([
    reviewableProduct(deps, productId),
    store.entities.reviewAuthorship.get({ userId: author.userId, productId }).go({ consistent: true }),
    store.entities.user.get({ userId: author.userId }).go(),
  ]);
  if (existing.data) throw new ConflictError(alreadyReviewedMessage);
  const name = reviewerName({ fullName: profile.data?.fullName ?? author.tokenName, email: profile.data?.email ?? author.tokenEmail });

  for (let attempt = 0; attempt < 8; attempt++) {
    const purchase = await completedPurchase(deps, author, productId);
    if (!purchase) throw new ForbiddenError(notBoughtMessage);
    const review = {
      reviewId: ulid(),
      productId,
      userId: author.userId,
      rating: draft.rating,
      comment: draft.comment,
      pros: draft.pros,
      cons: draft.cons,
      reviewerName: name,
      reviewedAt: deps.now().toISOString(),
      verifiedPurchase: true,
      hidden: false,
    };
    const result = await store.transaction
      .write(({ reviewAuthorship, review: reviews, product, order }) => [
        reviewAuthorship.create({ userId: author.userId, productId, reviewId: review.reviewId, reviewedAt: review.reviewedAt }).commit() as TxWrite,
        reviews.create(review).commit() as TxWrite,
        product
          .patch({ productId })
          .add({ reviewCount: 1, reviewRatingTotal: review.rating })
          .where(({ isActive }, { eq }) => eq(isActive, true))
          .commit() as TxWrite,
        order
          .check({ orderId: purchase.orderId })
          .where(({ status }, { eq }) => eq(status, 'completed'))
          .commit() as TxWrite,
      ])
      .go();
    if (!result.canceled) {
      await announceReviewChange(deps, productId);
      const product = (await store.entities.product.get({ productId }).go({ consistent: true })).data!;
      return { review: reviewView(review), ...reviewFigures(product) };
    }
    const [authorship, , counters, proof] = result.data.map((d) => d.code === 'ConditionalCheckFailed');
    if (authorship) throw new ConflictError(alreadyReviewedMessage);
    if (counters) throw new NotFoundError(`Product ${productId} was not found.`);
    // Otherwise it lost a race on the product's counters, or the proving order was refunded meanwhile (the purchase is
    // looked for again: another order may still prove it). Anything else is unexpected, but worth one more try too.
    if (!proof && !onlyConflicts(result.data)) logger.warn('review transaction cancelled; retrying', { productId, codes: result.data.map((d) => d.code) });
    await pause(backoffMs(attempt));
  }
  throw new ConflictError('So many reviews of this product are being written right now that yours could not be saved. Please try again.');
}
