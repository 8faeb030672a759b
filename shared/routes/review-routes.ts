import * as z from 'zod';
import type { ReviewEligibility, ReviewPosted, ReviewVisibilityChanged, StaffReviewPage } from '../reviews/review-views';
import { reviewDraftSchema, reviewVisibilitySchema } from '../reviews/review-request';
import { route } from './define-route';
import { cursor, id } from './route-fields';

const reviewPageQuery = z.strictObject({ cursor, limit: z.coerce.number().int().min(1).max(50).default(10) });

/** Reviews from verified buyers, and staff moderation. Part of `routes`; the public listing is `listReviews`. */
export const reviewRoutes = {
  getReviewEligibility: route<ReviewEligibility>()({
    method: 'GET',
    path: '/api/products/{productId}/reviews/eligibility',
    handler: 'reviews/get-review-eligibility',
    role: 'user',
    summary: 'Whether the caller may review a product: yes, not bought (no completed order of it), or already reviewed (with their review).',
    request: { params: z.strictObject({ productId: id }) },
  }),
  createReview: route<ReviewPosted>()({
    method: 'POST',
    path: '/api/products/{productId}/reviews',
    handler: 'reviews/create-review',
    role: 'user',
    needs: { table: 'write', sendsTo: ['search-index'] },
    summary: "Posts the caller's one review of a product they bought, with the product's count and rating total in the same transaction.",
    maxBodyBytes: 16 * 1024,
    request: { params: z.strictObject({ productId: id }), body: reviewDraftSchema },
  }),
  adminListReviews: route<StaffReviewPage>()({
    method: 'GET',
    path: '/api/admin/products/{productId}/reviews',
    handler: 'reviews/list-staff-reviews',
    role: 'employee',
    needs: { secrets: ['cursor'] },
    summary: "A product's reviews newest first, hidden ones included, with who hid them and when.",
    request: { params: z.strictObject({ productId: id }), query: reviewPageQuery },
  }),
  adminSetReviewVisibility: route<ReviewVisibilityChanged>()({
    method: 'PUT',
    path: '/api/admin/reviews/{reviewId}/visibility',
    handler: 'reviews/set-review-visibility',
    role: 'employee',
    needs: { table: 'write', sendsTo: ['search-index'] },
    summary: "Hides a review from the storefront (or shows it again), taking it out of (or back into) the product's count and rating total once.",
    maxBodyBytes: 1024,
    request: { params: z.strictObject({ reviewId: id }), body: reviewVisibilitySchema },
  }),
} as const;
