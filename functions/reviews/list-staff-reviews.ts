import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { staffReviews } from './staff-reviews';

/** `GET /api/admin/products/{productId}/reviews` (staff). */
export const handler = apiHandler(routes.adminListReviews, ({ params, query, deps }) => staffReviews(deps, params.productId, query), { uses: [cursorsProvider] });
