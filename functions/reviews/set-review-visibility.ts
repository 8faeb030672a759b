import { routes } from '../../shared/routes/route-table';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { apiHandler } from '../lib/http/api-handler';
import { setReviewVisibility } from './review-visibility';

/** `PUT /api/admin/reviews/{reviewId}/visibility` (staff): who hid it is the token's subject. */
export const handler = apiHandler(routes.adminSetReviewVisibility, ({ params, body, caller, deps }) => setReviewVisibility(deps, caller.userId!, params.reviewId, body.hidden), {
  uses: [queuesProvider],
});
