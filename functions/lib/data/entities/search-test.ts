import { Entity, type EntityItem } from 'electrodb';
import { searchLanguages } from '../../../../shared/search/index-names';
import { service, timestamps } from './entity-config';

/**
 * A custom search test (intelligence §3 search test case) added on the Search Testing Suite; the five built-in ones
 * live in code. One partition (at most `maxCustomSearchTests`), oldest first by ULID, so the list is one Query.
 */
export const searchTestCaseEntity = new Entity({
  model: { entity: 'searchTestCase', version: '1', service },
  attributes: {
    testId: { type: 'string', required: true },
    query: { type: 'string', required: true },
    expectedResults: { type: 'number', required: true },
    language: { type: searchLanguages, required: true },
    platform: { type: 'string' },
    category: { type: 'string' },
    productType: { type: 'string' },
    description: { type: 'string', required: true },
    expectedTop: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    createdBy: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byOldest: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['testId'] } },
  },
});
export type SearchTestCaseItem = EntityItem<typeof searchTestCaseEntity>;

/**
 * One Run All Tests (intelligence §4 test run) with its judged outcomes; the suite reads the newest. Kept 90 days.
 * The outcomes are one attribute: a run of 105 tests is about 40 KB, well under an item's 400 KB.
 */
export const searchTestRunEntity = new Entity({
  model: { entity: 'searchTestRun', version: '1', service },
  attributes: {
    runId: { type: 'string', required: true },
    startedAt: { type: 'string', required: true },
    finishedAt: { type: 'string', required: true },
    ranBy: { type: 'string' },
    total: { type: 'number', required: true },
    passed: { type: 'number', required: true },
    passRate: { type: 'number', required: true },
    averageResponseMs: { type: 'number', required: true },
    results: { type: 'any', required: true },
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byNewest: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['runId'] } },
  },
});
export type SearchTestRunItem = EntityItem<typeof searchTestRunEntity>;
