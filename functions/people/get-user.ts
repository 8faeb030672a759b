import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { userDetail } from './user-detail';

/** `GET /api/admin/users/{userId}` (admin); 404 'User not found'. */
export const handler = apiHandler(routes.adminGetUser, async ({ params, deps }) => new ApiReply(200, await userDetail(deps, params.userId), { 'cache-control': 'private, no-store' }), {
  uses: [cursorsProvider],
});
