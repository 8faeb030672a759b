import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { createRegion } from './region-platform-writes';

/** `POST /api/admin/configuration/regions` (admin): 201 with the new record. */
export const handler = apiHandler(routes.adminCreateRegion, async ({ body, caller, deps }) => new ApiReply(201, await createRegion(deps, caller, body)));
