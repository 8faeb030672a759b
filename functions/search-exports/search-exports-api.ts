import { routes } from '../../shared/routes/route-table';
import { objectsProvider } from '../lib/adapters/object-store/objects-provider';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { routeSwitch } from '../lib/http/route-switch';
import { exportDownload } from './export-download';
import { exportHistory, startExport } from './start-export';

/** The Export Manager's routes (staff): the history, a new export queued, and a signed download link. */
export const handler = routeSwitch([
  [routes.adminSearchExports, apiHandler(routes.adminSearchExports, ({ query, deps }) => exportHistory(deps, query.limit))],
  [
    routes.adminStartSearchExport,
    apiHandler(routes.adminStartSearchExport, async ({ body, caller, deps }) => new ApiReply(202, await startExport(deps, body, caller.userId ?? null)), { uses: [queuesProvider] }),
  ],
  [routes.adminSearchExportDownload, apiHandler(routes.adminSearchExportDownload, ({ params, deps }) => exportDownload(deps, params.exportId), { uses: [objectsProvider] })],
]);
