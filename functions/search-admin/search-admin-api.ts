import { routes } from '../../shared/routes/route-table';
import { queueDrainsProvider } from '../lib/adapters/queue/queue-drains-provider';
import { searchIndexProvider } from '../lib/adapters/search-index/search-index-provider';
import { apiHandler } from '../lib/http/api-handler';
import { routeSwitch } from '../lib/http/route-switch';
import { forceSync } from './force-sync';
import { readSearchSettings, saveSearchSettings } from './search-settings-store';
import { searchStatus } from './search-status';
import { addSynonym, deleteSynonym, listSynonyms, saveSynonym } from './search-synonyms';

/** Search Management's routes (admins): the status cards, Force Sync, the settings and the synonyms. */
export const handler = routeSwitch([
  [routes.adminSearchStatus, apiHandler(routes.adminSearchStatus, ({ deps }) => searchStatus(deps), { uses: [searchIndexProvider, queueDrainsProvider] })],
  [routes.adminForceSearchSync, apiHandler(routes.adminForceSearchSync, ({ deps }) => forceSync(deps), { uses: [searchIndexProvider, queueDrainsProvider] })],
  [routes.adminSearchSettings, apiHandler(routes.adminSearchSettings, ({ deps }) => readSearchSettings(deps, { fresh: true }))],
  [routes.adminSaveSearchSettings, apiHandler(routes.adminSaveSearchSettings, ({ body, caller, deps }) => saveSearchSettings(deps, body, caller.userId ?? null), { uses: [searchIndexProvider] })],
  [routes.adminSearchSynonyms, apiHandler(routes.adminSearchSynonyms, ({ query, deps }) => listSynonyms(deps, query.language))],
  [routes.adminAddSearchSynonym, apiHandler(routes.adminAddSearchSynonym, ({ body, caller, deps }) => addSynonym(deps, body.language, body.synonym, caller.userId ?? null), { uses: [searchIndexProvider] })],
  [routes.adminSaveSearchSynonym, apiHandler(routes.adminSaveSearchSynonym, ({ params, body, caller, deps }) => saveSynonym(deps, params.language, params.objectID, body, caller.userId ?? null), { uses: [searchIndexProvider] })],
  [routes.adminDeleteSearchSynonym, apiHandler(routes.adminDeleteSearchSynonym, ({ params, deps }) => deleteSynonym(deps, params.language, params.objectID), { uses: [searchIndexProvider] })],
]);
