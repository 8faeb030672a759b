import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { productReviews } from './product-reviews';

/** `GET /api/products/{productId}/reviews` (public). */
export const handler = apiHandler(routes.listReviews, ({ params, query, deps }) => productReviews(deps, params.productId, query), { uses: [cursorsProvider] });
