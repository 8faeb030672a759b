import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { listUsers } from './user-listing';

/** `GET /api/admin/users` (admin). */
export const handler = apiHandler(routes.adminListUsers, async ({ query, deps }) => new ApiReply(200, await listUsers(deps, query), { 'cache-control': 'private, no-store' }), {
  uses: [cursorsProvider],
});
