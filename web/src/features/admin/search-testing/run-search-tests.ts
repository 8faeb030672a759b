import { useState } from 'react';
import { judgeSearchTest } from '../../../../../shared/search-testing/judge-search-test';
import { searchTestPauseMs, type SearchTestCase } from '../../../../../shared/search-testing/search-test-case';
import type { SaveSearchTestRun } from '../../../../../shared/search-testing/search-test-request';
import { runToast, type SearchTestRunView } from '../../../../../shared/search-testing/search-test-run';
import { buildFilters } from '../../../../../shared/search/search-filters';
import { buildSearchRequest } from '../../../../../shared/search/search-request';
import { apiSend } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast-store';
import { loadRunSearch } from '@/lib/search/search-client';
import { serverMessage } from '../ui/notify';

type Measured = SaveSearchTestRun['results'][number];

/** What the page shows while a run goes: each finished test with the verdict the browser expects the server to give. */
export interface LiveResult extends Measured {
  passed: boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One test through the storefront's own search client and request (the results page's: 24 products, distinct, in
 * stock), so a test sees what a shopper would. A failed search is recorded as failed with its message (intelligence §8).
 */
async function measure(test: SearchTestCase): Promise<Measured> {
  const started = performance.now();
  try {
    const run = await loadRunSearch();
    const request = buildSearchRequest({ kind: 'page', query: test.query, filters: buildFilters(test.filters), language: test.language });
    const answer = await run(request, new AbortController().signal);
    return {
      testId: test.testId,
      actualResults: answer.nbHits,
      topSlugs: answer.hits.map((h) => h.slug),
      responseTimeMs: Math.round((performance.now() - started) * 10) / 10,
      engineTimeMs: answer.processingTimeMS,
      error: null,
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { testId: test.testId, actualResults: 0, topSlugs: [], responseTimeMs: Math.round((performance.now() - started) * 10) / 10, engineTimeMs: null, error: message.slice(0, 500) || 'Search failed' };
  }
}

/**
 * Run All Tests (intelligence §4): each test in turn with 500 ms between them, then the run is saved (the server
 * judges it) and the toast says '{passed}/{total} tests passed'.
 */
export function useRunSearchTests(onSaved: (run: SearchTestRunView) => void) {
  const [live, setLive] = useState<LiveResult[] | null>(null);
  const [running, setRunning] = useState(false);
  const runAll = async (tests: readonly SearchTestCase[]) => {
    if (running || tests.length === 0) return;
    setRunning(true);
    setLive([]);
    const startedAt = new Date().toISOString();
    const results: Measured[] = [];
    try {
      for (const [i, test] of tests.entries()) {
        if (i > 0) await pause(searchTestPauseMs);
        const measured = await measure(test);
        results.push(measured);
        const passed = measured.error === null && judgeSearchTest(test, { nbHits: measured.actualResults, slugs: measured.topSlugs }).passed;
        setLive((prev) => [...(prev ?? []), { ...measured, passed }]);
      }
      const saved = await apiSend('POST', '/api/admin/search-tests/runs', { body: { startedAt, results } });
      toast({ title: 'Tests Complete', description: runToast(saved.passed, saved.total), variant: saved.passed === saved.total ? 'success' : 'default' });
      onSaved(saved);
    } catch (error) {
      toast({ title: 'Test Run Failed', description: serverMessage(error) ?? 'Failed to save the test run', variant: 'destructive' });
    } finally {
      setRunning(false);
    }
  };
  return { runAll, running, live };
}

/** Export Results (intelligence §2): the run as a JSON file. */
export function downloadRun(run: SearchTestRunView): void {
  saveFile(new Blob([JSON.stringify(run, null, 2)], { type: 'application/json' }), `search-tests-${run.startedAt.slice(0, 19).replaceAll(':', '-')}.json`);
}
