import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { viewerIp } from '../lib/http/viewer-ip';
import { tallyClick } from './tally-click';

/** `POST /api/search-clicks`: the SPA reports an opened result by beacon and never waits for the answer. */
export const handler = apiHandler(routes.recordSearchClick, async ({ body, deps, event }) => new ApiReply(202, await tallyClick(deps, viewerIp(event), body), { 'cache-control': 'no-store' }));
