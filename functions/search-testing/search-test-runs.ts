import { ulid } from 'ulid';
import { UnprocessableError } from '../../shared/errors/domain-errors';
import { judgeSearchTest } from '../../shared/search-testing/judge-search-test';
import type { SaveSearchTestRun } from '../../shared/search-testing/search-test-request';
import { runSummary, type SearchTestOutcome, type SearchTestRunView, type SearchTestSuite } from '../../shared/search-testing/search-test-run';
import type { Deps } from '../lib/deps';
import type { SearchTestRunItem } from '../lib/data/entities/search-test';
import { listSearchTests } from './search-test-cases';
import { expiresAfterDays } from '../lib/data/expires-at';

const keepDays = 90;

const runView = (item: SearchTestRunItem): SearchTestRunView => ({
  runId: item.runId,
  startedAt: item.startedAt,
  finishedAt: item.finishedAt,
  ranBy: item.ranBy ?? null,
  total: item.total,
  passed: item.passed,
  passRate: item.passRate,
  averageResponseMs: item.averageResponseMs,
  results: item.results as SearchTestOutcome[],
});

/** The suite's screen: every test and the newest run. */
export async function searchTestSuite(deps: Pick<Deps, 'store'>): Promise<SearchTestSuite> {
  const [tests, runs] = await Promise.all([listSearchTests(deps), deps.store.entities.searchTestRun.query.byNewest({}).go({ limit: 1, order: 'desc', pages: 1 })]);
  return { tests, lastRun: runs.data[0] ? runView(runs.data[0]) : null };
}

/**
 * Saves a run the browser made through the storefront's own search client. The server judges it: the pass rule is
 * applied here to the stored test, so a result cannot claim a pass its counts do not earn, and a result for a test
 * that no longer exists (deleted mid-run) is refused.
 */
export async function saveSearchTestRun(deps: Pick<Deps, 'store' | 'now'>, run: SaveSearchTestRun, ranBy: string | null): Promise<SearchTestRunView> {
  const tests = new Map((await listSearchTests(deps)).map((t) => [t.testId, t]));
  const seen = new Set<string>();
  const results: SearchTestOutcome[] = run.results.map((r) => {
    const test = tests.get(r.testId);
    if (!test) throw new UnprocessableError(`Test ${r.testId} is not in the suite any more; run the tests again.`);
    if (seen.has(r.testId)) throw new UnprocessableError(`Test ${r.testId} appears twice in the run.`);
    seen.add(r.testId);
    const verdict = r.error ? { passed: false, countPassed: false, rankChecks: [] } : judgeSearchTest(test, { nbHits: r.actualResults, slugs: r.topSlugs });
    return {
      testId: test.testId,
      query: test.query,
      language: test.language,
      description: test.description,
      expectedResults: test.expectedResults,
      actualResults: r.actualResults,
      ...verdict,
      responseTimeMs: Math.round(r.responseTimeMs * 10) / 10,
      engineTimeMs: r.engineTimeMs,
      error: r.error,
    };
  });
  const now = deps.now();
  const summary = runSummary(results);
  const created = await deps.store.entities.searchTestRun
    .create({
      runId: ulid(now.getTime()),
      startedAt: new Date(run.startedAt).toISOString(),
      finishedAt: now.toISOString(),
      ...(ranBy ? { ranBy } : {}),
      ...summary,
      results,
      expiresAt: expiresAfterDays(now, keepDays),
    })
    .go();
  return runView(created.data);
}
