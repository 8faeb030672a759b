import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { createPlatform } from './region-platform-writes';

/** `POST /api/admin/configuration/platforms` (admin): 201 with the new record. */
export const handler = apiHandler(routes.adminCreatePlatform, async ({ body, caller, deps }) => new ApiReply(201, await createPlatform(deps, caller, body)));
