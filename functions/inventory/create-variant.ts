import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { createVariant } from './create-variant-use-case';

/** `POST /api/admin/products/{productId}/variants` (admin). */
export const handler = apiHandler(routes.adminCreateVariant, async ({ params, body, caller, deps }) => new ApiReply(201, await createVariant(deps, caller, params.productId, body)));
