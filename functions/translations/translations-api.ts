import { routes } from '../../shared/routes/route-table';
import { machineTranslatorProvider } from '../lib/adapters/machine-translation/machine-translator-provider';
import { queuesProvider } from '../lib/adapters/queue/queues-provider';
import { apiHandler } from '../lib/http/api-handler';
import { routeSwitch } from '../lib/http/route-switch';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { autoTranslate } from './auto-translate';
import { exportTranslations } from './export-translations';
import { importTranslations } from './import-translations';
import { addLanguage, languagesOverview, setLanguageActive } from './languages';
import { listTranslations } from './list-translations';
import { saveTranslation } from './save-translation';
import { validateTranslations } from './validate-translations';

/** Multi-Language Management's routes: one function for the screen, each route validated and authorised by its own handler. */
export const handler = routeSwitch([
  [routes.adminLanguages, apiHandler(routes.adminLanguages, ({ deps }) => languagesOverview(deps))],
  [routes.adminAddLanguage, apiHandler(routes.adminAddLanguage, ({ body, deps }) => addLanguage(deps, body))],
  [routes.adminSetLanguageActive, apiHandler(routes.adminSetLanguageActive, ({ params, body, deps }) => setLanguageActive(deps, params.code, body.isActive))],
  [routes.adminProductTranslations, apiHandler(routes.adminProductTranslations, ({ query, deps }) => listTranslations(deps, query), { uses: [cursorsProvider] })],
  [
    routes.adminSaveTranslation,
    apiHandler(routes.adminSaveTranslation, ({ params, body, caller, deps }) => saveTranslation(deps, caller, { ...params, ...body }), { uses: [queuesProvider] }),
  ],
  [routes.adminValidateTranslations, apiHandler(routes.adminValidateTranslations, ({ body, deps }) => validateTranslations(deps, body.language))],
  [routes.adminExportTranslations, apiHandler(routes.adminExportTranslations, ({ query, deps }) => exportTranslations(deps, query))],
  [
    routes.adminImportTranslations,
    apiHandler(routes.adminImportTranslations, ({ body, caller, deps }) => importTranslations(deps, caller, body), { uses: [queuesProvider] }),
  ],
  [
    routes.adminAutoTranslate,
    apiHandler(routes.adminAutoTranslate, ({ body, caller, deps }) => autoTranslate(deps, caller, body.language), { uses: [queuesProvider, machineTranslatorProvider] }),
  ],
]);
