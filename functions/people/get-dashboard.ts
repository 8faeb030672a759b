import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { dashboardFigures } from './dashboard-figures';

/** `GET /api/admin/dashboard` (staff): figures depend on the caller's role, so no shared cache may keep them. */
export const handler = apiHandler(routes.adminDashboard, async ({ caller, deps }) => new ApiReply(200, await dashboardFigures(deps, caller), { 'cache-control': 'private, no-store' }));
