import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { analyticsFigures, systemConfig } from './analytics-figures';

/** `GET /api/admin/analytics` (staff): live figures, so nothing may keep them; Refresh Data asks again. */
export const handler = apiHandler(routes.adminAnalytics, async ({ deps }) => new ApiReply(200, await analyticsFigures(deps), { 'cache-control': 'private, no-store' }));

/** `GET /api/admin/analytics/system-config` (staff): languages, regions and platforms as they are now. */
export const systemConfigHandler = apiHandler(routes.adminAnalyticsSystemConfig, async ({ deps }) => new ApiReply(200, await systemConfig(deps), { 'cache-control': 'private, no-store' }));
