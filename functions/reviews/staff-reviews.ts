import type { StaffReviewPage } from '../../shared/reviews/review-views';
import { NotFoundError } from '../../shared/errors/domain-errors';
import type { Deps } from '../lib/deps';
import { staffReviewView } from './review-views';

/** One page of a product's reviews for staff, newest first, hidden ones included; its cursor pages only this listing. */
export async function staffReviews(deps: Pick<Deps, 'store' | 'cursors'>, productId: string, page: { cursor?: string | undefined; limit: number }): Promise<StaffReviewPage> {
  const { product, review } = deps.store.entities;
  if (!(await product.get({ productId }).go()).data) throw new NotFoundError(`Product ${productId} was not found.`);
  const scope = { listing: 'staff-reviews', filters: { productId } };
  const result = await deps.cursors.page(page.cursor, scope, (cursor) => review.query.byProduct({ productId }).go({ cursor, limit: page.limit, order: 'desc' }));
  return { items: result.data.map(staffReviewView), nextCursor: result.nextCursor };
}
