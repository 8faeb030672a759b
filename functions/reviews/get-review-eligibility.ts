import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { verifiedEmailFrom } from '../lib/http/caller';
import { reviewEligibility } from './review-eligibility';

/** `GET /api/products/{productId}/reviews/eligibility`: the caller's own standing, from their token alone. */
export const handler = apiHandler(routes.getReviewEligibility, ({ params, caller, deps, event }) =>
  reviewEligibility(deps, { userId: caller.userId!, verifiedEmail: verifiedEmailFrom(event) }, params.productId),
);
