import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { rejectBadCursor } from '../lib/http/cursor';
import { NotFoundError } from '../lib/http/errors';

export const handler = apiHandler(routes.listReviews, async ({ params, query, deps }) => {
  const { product, review } = deps.store.entities;
  const found = (await product.get({ productId: params.productId }).go()).data;
  if (!found || !found.isActive) throw new NotFoundError(`Product ${params.productId} was not found.`);
  const page = await rejectBadCursor(() =>
    review.query.byProduct({ productId: params.productId }).go({ cursor: query.cursor ?? null, limit: query.limit, order: 'desc' }),
  );
  return {
    items: page.data.map((r) => ({
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
    nextCursor: page.cursor,
  };
});
