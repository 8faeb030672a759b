import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { updateVariant } from './update-variant-use-case';

/** `PUT /api/admin/variants/{variantId}` (admin). */
export const handler = apiHandler(routes.adminUpdateVariant, ({ params, body, caller, deps }) => updateVariant(deps, caller, params.variantId, body));
