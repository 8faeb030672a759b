import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { userActivity } from './user-tracking';

/** `GET /api/admin/users/{userId}/activity` (admin); 404 'User not found'. */
export const handler = apiHandler(routes.adminListUserActivity, async ({ params, deps }) => new ApiReply(200, await userActivity(deps, params.userId), { 'cache-control': 'private, no-store' }));
