import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { updatePlatform } from './region-platform-writes';

/** `PUT /api/admin/configuration/platforms/{platformId}` (admin). */
export const handler = apiHandler(routes.adminUpdatePlatform, ({ params, body, caller, deps }) => updatePlatform(deps, caller, params.platformId, body));
