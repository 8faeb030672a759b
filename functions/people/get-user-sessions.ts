import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { userSessions } from './user-tracking';

/** `GET /api/admin/users/{userId}/sessions` (admin); 404 'User not found'. */
export const handler = apiHandler(routes.adminListUserSessions, async ({ params, deps }) => new ApiReply(200, await userSessions(deps, params.userId), { 'cache-control': 'private, no-store' }));
