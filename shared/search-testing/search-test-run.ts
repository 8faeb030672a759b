import type { RankCheck } from './judge-search-test';
import type { SearchTestCase } from './search-test-case';

/** One test's outcome in a saved run, judged by the server from what the browser measured. */
export interface SearchTestOutcome {
  testId: string;
  query: string;
  language: string;
  description: string;
  expectedResults: number;
  actualResults: number;
  passed: boolean;
  countPassed: boolean;
  rankChecks: RankCheck[];
  responseTimeMs: number;
  engineTimeMs: number | null;
  error: string | null;
}

export interface SearchTestRunView {
  runId: string;
  startedAt: string;
  finishedAt: string;
  ranBy: string | null;
  total: number;
  passed: number;
  /** Percent, one decimal. */
  passRate: number;
  averageResponseMs: number;
  results: SearchTestOutcome[];
}

/** The Search Testing Suite's read: every test (built-in first) and the latest run. */
export interface SearchTestSuite {
  tests: SearchTestCase[];
  lastRun: SearchTestRunView | null;
}

/** Pass rate (percent, one decimal) and average response (ms, one decimal) of a run's outcomes. */
export function runSummary(results: readonly Pick<SearchTestOutcome, 'passed' | 'responseTimeMs'>[]): { total: number; passed: number; passRate: number; averageResponseMs: number } {
  const total = results.length;
  const passed = results.filter((r) => r.passed).length;
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    total,
    passed,
    passRate: total ? round1((passed / total) * 100) : 0,
    averageResponseMs: total ? round1(results.reduce((sum, r) => sum + r.responseTimeMs, 0) / total) : 0,
  };
}

/** The toast at the end of a run (intelligence §4). */
export const runToast = (passed: number, total: number) => `${passed}/${total} tests passed`;
