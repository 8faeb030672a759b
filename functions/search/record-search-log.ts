import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { viewerIp } from '../lib/http/viewer-ip';
import { acceptSearchLog } from './search-log-intake';

/** `POST /api/search/log`: the SPA batches its searches and never waits for the answer. */
export const handler = apiHandler(routes.recordSearchLog, async ({ body, deps, event }) => {
  const result = await acceptSearchLog(deps, viewerIp(event), body.entries);
  return new ApiReply(202, result, { 'cache-control': 'no-store' });
});
