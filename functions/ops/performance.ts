import { routes } from '../../shared/routes/route-table';
import { performanceSourceProvider } from '../lib/adapters/performance/performance-source-provider';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { performanceReport } from './performance-report';

/** `GET /api/admin/performance`: the Performance Monitor's figures, never cached (the screen reads them every 5 s). */
export const handler = apiHandler(
  routes.adminPerformance,
  async ({ query, deps }) => new ApiReply(200, await performanceReport(deps, query.window), { 'cache-control': 'no-store' }),
  { uses: [performanceSourceProvider] },
);
