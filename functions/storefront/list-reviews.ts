import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { NotFoundError } from '../../shared/errors/domain-errors';
import { cursorsProvider } from '../lib/pagination/cursors-provider';

export const handler = apiHandler(routes.listReviews, async ({ params, query, deps }) => {
  const { product, review } = deps.store.entities;
  const found = (await product.get({ productId: params.productId }).go()).data;
  if (!found || !found.isActive) throw new NotFoundError(`Product ${params.productId} was not found.`);
  const scope = { listing: 'reviews', filters: { productId: params.productId } };
  const cursor = await deps.cursors.open(query.cursor, scope);
  const page = await review.query.byProduct({ productId: params.productId }).go({ cursor, limit: query.limit, order: 'desc' });
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
    nextCursor: await deps.cursors.seal(page.cursor, scope),
  };
}, { uses: [cursorsProvider] });
