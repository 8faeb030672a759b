import { NotFoundError } from '../../shared/errors/domain-errors';
import type { Deps } from '../lib/deps';

/**
 * One page of an active product's reviews, newest first, with the count and average kept on the product; the cursor is
 * sealed to this product's listing, so it cannot page another's.
 */
export async function productReviews(deps: Pick<Deps, 'store' | 'cursors'>, productId: string, page: { cursor?: string | undefined; limit: number }) {
  const { product, review } = deps.store.entities;
  const found = (await product.get({ productId }).go()).data;
  if (!found || !found.isActive) throw new NotFoundError(`Product ${productId} was not found.`);
  const scope = { listing: 'reviews', filters: { productId } };
  const result = await deps.cursors.page(page.cursor, scope, (cursor) => review.query.byProduct({ productId }).go({ cursor, limit: page.limit, order: 'desc' }));
  return {
    items: result.data.map((r) => ({
      reviewId: r.reviewId,
      rating: r.rating,
      comment: r.comment,
      reviewerName: r.reviewerName,
      date: r.reviewedAt,
      pros: r.pros,
      cons: r.cons,
    })),
    count: found.reviewCount ?? 0,
    averageRating: found.reviewCount > 0 ? Math.round((found.reviewRatingTotal ?? 0) / found.reviewCount) : null,
    nextCursor: result.nextCursor,
  };
}
