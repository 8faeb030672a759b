import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { routeSwitch } from '../lib/http/route-switch';
import { configurationData } from './configuration-data';
import { createCountry, createLanguage, updateCountry, updateLanguage } from './language-country-writes';
import { createPlatform, createRegion, updatePlatform, updateRegion } from './region-platform-writes';

/**
 * System Configuration's routes (admin), one function: one Lambda rather than nine keeps the stack under
 * CloudFormation's 500 resources; all nine need the same grant anyway but for the list.
 */
export const handler = routeSwitch([
  [routes.adminGetConfiguration, apiHandler(routes.adminGetConfiguration, ({ deps }) => configurationData(deps))],
  [routes.adminCreateLanguage, apiHandler(routes.adminCreateLanguage, async ({ body, caller, deps }) => new ApiReply(201, await createLanguage(deps, caller, body)))],
  [routes.adminUpdateLanguage, apiHandler(routes.adminUpdateLanguage, ({ params, body, caller, deps }) => updateLanguage(deps, caller, params.code, body))],
  [routes.adminCreateCountry, apiHandler(routes.adminCreateCountry, async ({ body, caller, deps }) => new ApiReply(201, await createCountry(deps, caller, body)))],
  [routes.adminUpdateCountry, apiHandler(routes.adminUpdateCountry, ({ params, body, caller, deps }) => updateCountry(deps, caller, params.code, body))],
  [routes.adminCreateRegion, apiHandler(routes.adminCreateRegion, async ({ body, caller, deps }) => new ApiReply(201, await createRegion(deps, caller, body)))],
  [routes.adminUpdateRegion, apiHandler(routes.adminUpdateRegion, ({ params, body, caller, deps }) => updateRegion(deps, caller, params.regionId, body))],
  [routes.adminCreatePlatform, apiHandler(routes.adminCreatePlatform, async ({ body, caller, deps }) => new ApiReply(201, await createPlatform(deps, caller, body)))],
  [routes.adminUpdatePlatform, apiHandler(routes.adminUpdatePlatform, ({ params, body, caller, deps }) => updatePlatform(deps, caller, params.platformId, body))],
]);
