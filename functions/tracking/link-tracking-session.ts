import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { linkSession } from './link-session';

/** `POST /api/track/link`: called by the browser about 100 ms after sign-in (storefront §4). */
export const handler = apiHandler(routes.linkTrackingSession, async ({ body, caller, deps }) => {
  return new ApiReply(200, await linkSession(deps, body.sessionId, caller.userId!), { 'cache-control': 'no-store' });
});
