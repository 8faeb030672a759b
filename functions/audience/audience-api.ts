import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { routeSwitch } from '../lib/http/route-switch';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { exportNotifyRequests, exportSubscribers } from './audience-export';
import { notifyRequestPage, subscriberPage } from './audience-lists';
import { audienceSummary } from './audience-summary';

// E-mail addresses: never kept by a browser or proxy cache.
const noStore = { 'cache-control': 'private, no-store' };

/**
 * The Audience screen's routes (docs/back-office/audience.md): one Lambda, each route still validated, authorised and
 * wired by its own handler, as the other screens do to keep the stack under CloudFormation's 500 resources.
 */
export const handler = routeSwitch([
  [routes.adminAudienceSummary, apiHandler(routes.adminAudienceSummary, async ({ deps }) => new ApiReply(200, await audienceSummary(deps), noStore))],
  [
    routes.adminListSubscribers,
    apiHandler(routes.adminListSubscribers, async ({ query, deps }) => new ApiReply(200, await subscriberPage(deps, query), noStore), { uses: [cursorsProvider] }),
  ],
  [
    routes.adminListNotifyRequests,
    apiHandler(routes.adminListNotifyRequests, async ({ query, deps }) => new ApiReply(200, await notifyRequestPage(deps, query), noStore), { uses: [cursorsProvider] }),
  ],
  [routes.adminExportSubscribers, apiHandler(routes.adminExportSubscribers, async ({ caller, deps }) => new ApiReply(200, await exportSubscribers(deps, caller), noStore))],
  [
    routes.adminExportNotifyRequests,
    apiHandler(routes.adminExportNotifyRequests, async ({ query, caller, deps }) => new ApiReply(200, await exportNotifyRequests(deps, caller, query.variantId), noStore)),
  ],
]);
