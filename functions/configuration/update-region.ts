import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { updateRegion } from './region-platform-writes';

/** `PUT /api/admin/configuration/regions/{regionId}` (admin). */
export const handler = apiHandler(routes.adminUpdateRegion, ({ params, body, caller, deps }) => updateRegion(deps, caller, params.regionId, body));
