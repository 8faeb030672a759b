import { routes } from '../../shared/routes/route-table';
import { queueDrainsProvider } from '../lib/adapters/queue/queue-drains-provider';
import { searchIndexProvider } from '../lib/adapters/search-index/search-index-provider';
import { apiHandler } from '../lib/http/api-handler';
import { routeSwitch } from '../lib/http/route-switch';
import { forceSync } from './force-sync';
import { readSearchSettings, saveSearchSettings } from './search-settings-store';
import { searchStatus } from './search-status';

/** Search Management's routes (admins): the status cards, Force Sync, and the settings. */
export const handler = routeSwitch([
  [routes.adminSearchStatus, apiHandler(routes.adminSearchStatus, ({ deps }) => searchStatus(deps), { uses: [searchIndexProvider, queueDrainsProvider] })],
  [routes.adminForceSearchSync, apiHandler(routes.adminForceSearchSync, ({ deps }) => forceSync(deps), { uses: [searchIndexProvider, queueDrainsProvider] })],
  [routes.adminSearchSettings, apiHandler(routes.adminSearchSettings, ({ deps }) => readSearchSettings(deps, { fresh: true }))],
  [routes.adminSaveSearchSettings, apiHandler(routes.adminSaveSearchSettings, ({ body, caller, deps }) => saveSearchSettings(deps, body, caller.userId ?? null), { uses: [searchIndexProvider] })],
]);
