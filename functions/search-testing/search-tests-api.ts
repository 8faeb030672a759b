import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { routeSwitch } from '../lib/http/route-switch';
import { addSearchTest, deleteSearchTest } from './search-test-cases';
import { saveSearchTestRun, searchTestSuite } from './search-test-runs';

/** The Search Testing Suite's routes (admins): the tests with the last run, add and delete a test, save a run. */
export const handler = routeSwitch([
  [routes.adminSearchTests, apiHandler(routes.adminSearchTests, ({ deps }) => searchTestSuite(deps))],
  [routes.adminAddSearchTest, apiHandler(routes.adminAddSearchTest, async ({ body, caller, deps }) => new ApiReply(201, await addSearchTest(deps, body, caller.userId ?? null)))],
  [routes.adminDeleteSearchTest, apiHandler(routes.adminDeleteSearchTest, ({ params, deps }) => deleteSearchTest(deps, params.testId))],
  [routes.adminSaveSearchTestRun, apiHandler(routes.adminSaveSearchTestRun, async ({ body, caller, deps }) => new ApiReply(201, await saveSearchTestRun(deps, body, caller.userId ?? null)))],
]);
