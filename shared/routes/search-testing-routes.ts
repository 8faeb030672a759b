import * as z from 'zod';
import type { SearchTestCase } from '../search-testing/search-test-case';
import { addSearchTestSchema, saveSearchTestRunSchema, searchTestIdSchema } from '../search-testing/search-test-request';
import type { SearchTestRunView, SearchTestSuite } from '../search-testing/search-test-run';
import { route } from './define-route';

/**
 * The Search Testing Suite (intelligence §2, §4; issue 18): stored tests, and runs made in the browser through the
 * storefront's search client, saved and judged here. Administrators, as every search tool. Part of `routes`.
 */
export const searchTestingRoutes = {
  adminSearchTests: route<SearchTestSuite>()({
    method: 'GET',
    path: '/api/admin/search-tests',
    handler: 'search-testing/search-tests-api',
    role: 'admin',
    summary: 'The five built-in search tests, the custom ones, and the newest run with its judged results.',
    request: {},
  }),
  adminAddSearchTest: route<SearchTestCase>()({
    method: 'POST',
    path: '/api/admin/search-tests',
    handler: 'search-testing/search-tests-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: 'Adds a custom test: 1 expected result, English and "Custom: {query}" unless given; optional filters and expected top results.',
    request: { body: addSearchTestSchema },
  }),
  adminDeleteSearchTest: route<{ deleted: true; testId: string }>()({
    method: 'DELETE',
    path: '/api/admin/search-tests/{testId}',
    handler: 'search-testing/search-tests-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: 'Deletes a custom test (built-in ones stay).',
    request: { params: z.strictObject({ testId: searchTestIdSchema }) },
  }),
  adminSaveSearchTestRun: route<SearchTestRunView>()({
    method: 'POST',
    path: '/api/admin/search-tests/runs',
    handler: 'search-testing/search-tests-api',
    role: 'admin',
    needs: { table: 'write' },
    summary: 'Saves a Run All Tests: the counts, first results and times each test measured; the pass rule is applied here.',
    request: { body: saveSearchTestRunSchema },
  }),
};
