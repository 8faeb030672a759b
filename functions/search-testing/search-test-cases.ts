import { ulid } from 'ulid';
import { ConflictError, NotFoundError, UnprocessableError } from '../../shared/errors/domain-errors';
import type { ProductType } from '../../shared/catalog/product';
import { builtInSearchTests, customTestDescription, isBuiltInTestId, maxCustomSearchTests, type SearchTestCase } from '../../shared/search-testing/search-test-case';
import type { AddSearchTest } from '../../shared/search-testing/search-test-request';
import type { Deps } from '../lib/deps';
import type { SearchTestCaseItem } from '../lib/data/entities/search-test';

export function testCaseView(item: SearchTestCaseItem): SearchTestCase {
  return {
    testId: item.testId,
    query: item.query,
    expectedResults: item.expectedResults,
    language: item.language,
    filters: {
      ...(item.platform ? { platform: item.platform } : {}),
      ...(item.category ? { category: item.category } : {}),
      ...(item.productType ? { productType: item.productType as ProductType } : {}),
    },
    description: item.description,
    expectedTop: item.expectedTop,
    builtIn: false,
    createdAt: item.createdAt,
  };
}

/** Every test of the suite: the five built-in ones, then the custom ones oldest first (one Query, bounded). */
export async function listSearchTests(deps: Pick<Deps, 'store'>): Promise<SearchTestCase[]> {
  const custom = await deps.store.entities.searchTestCase.query.byOldest({}).go({ limit: maxCustomSearchTests, pages: 1 });
  return [...builtInSearchTests, ...custom.data.map(testCaseView)];
}

const sameSearch = (a: SearchTestCase, b: AddSearchTest) =>
  a.query.toLowerCase() === b.query.toLowerCase() &&
  a.language === b.language &&
  (a.filters.platform ?? '') === (b.filters.platform ?? '') &&
  (a.filters.category ?? '') === (b.filters.category ?? '') &&
  (a.filters.productType ?? '') === (b.filters.productType ?? '');

/**
 * Add Test (intelligence §4): 1 expected result, English and 'Custom: {query}' unless staff say otherwise. The same
 * search twice would only run twice, so it is refused; so is a 101st custom test, which keeps the list one bounded read.
 */
export async function addSearchTest(deps: Pick<Deps, 'store' | 'now'>, request: AddSearchTest, createdBy: string | null): Promise<SearchTestCase> {
  const tests = await listSearchTests(deps);
  const twin = tests.find((t) => sameSearch(t, request));
  if (twin) throw new ConflictError(`A test for “${request.query}” in ${request.language} with these filters already exists (${twin.description}).`);
  if (tests.length - builtInSearchTests.length >= maxCustomSearchTests) throw new UnprocessableError(`The suite holds at most ${maxCustomSearchTests} custom tests; delete one first.`);
  const created = await deps.store.entities.searchTestCase
    .create({
      testId: ulid(deps.now().getTime()),
      query: request.query,
      expectedResults: request.expectedResults,
      language: request.language,
      ...request.filters,
      description: request.description?.trim() || customTestDescription(request.query),
      expectedTop: request.expectedTop,
      ...(createdBy ? { createdBy } : {}),
    })
    .go();
  return testCaseView(created.data);
}

/** Deletes a custom test; the built-in ones are part of the code and stay. */
export async function deleteSearchTest(deps: Pick<Deps, 'store'>, testId: string): Promise<{ deleted: true; testId: string }> {
  if (isBuiltInTestId(testId)) throw new UnprocessableError('Built-in tests cannot be deleted.');
  const removed = await deps.store.entities.searchTestCase.delete({ testId }).go({ response: 'all_old' });
  if (!removed.data) throw new NotFoundError('No such search test.');
  return { deleted: true, testId };
}
