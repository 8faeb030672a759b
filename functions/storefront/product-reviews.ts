import { NotFoundError } from '../../shared/errors/domain-errors';
import type { ReviewPage } from '../../shared/storefront/storefront-views';
import type { Deps } from '../lib/deps';
import { reviewFigures, reviewView } from '../reviews/review-views';

/**
 * One page of an active product's visible reviews, newest first, with the count and average kept on the product; the
 * cursor is sealed to this product's listing, so it cannot page another's. Hidden reviews are filtered out and the
 * Query goes on until the page is full (`count`), so a page is never short because staff hid something.
 */
export async function productReviews(deps: Pick<Deps, 'store' | 'cursors'>, productId: string, page: { cursor?: string | undefined; limit: number }): Promise<ReviewPage> {
  const { product, review } = deps.store.entities;
  const found = (await product.get({ productId }).go()).data;
  if (!found || !found.isActive) throw new NotFoundError(`Product ${productId} was not found.`);
  const scope = { listing: 'reviews', filters: { productId } };
  const result = await deps.cursors.page(page.cursor, scope, (cursor) =>
    review.query
      .byProduct({ productId })
      // Seeded reviews written before the flag existed have none: they are visible.
      .where(({ hidden }, { eq, notExists }) => `(${notExists(hidden)} OR ${eq(hidden, false)})`)
      .go({ cursor, count: page.limit, limit: page.limit, order: 'desc' }),
  );
  const { reviewCount, averageRating } = reviewFigures(found);
  return { items: result.data.map(reviewView), count: reviewCount, averageRating, nextCursor: result.nextCursor };
}
