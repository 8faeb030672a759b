import { useState } from 'react';
import type { SearchTestCase } from '../../../../../shared/search-testing/search-test-case';
import { runSummary } from '../../../../../shared/search-testing/search-test-run';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { useApi } from '@/lib/use-api';
import { LoadError, PageHeader, Panel, StatCard, StatGrid } from '../ui/page-parts';
import { relativeTime } from '../ui/relative-time';
import { serverMessage } from '../ui/notify';
import { Tabs } from '../ui/tabs';
import { useConfirm } from '../ui/use-confirm';
import { AddSearchTestForm, type NewSearchTest } from './add-search-test-form';
import { downloadRun, useRunSearchTests } from './run-search-tests';
import { SearchTestResultsTable, SearchTestsTable } from './search-test-tables';
import './search-testing.css';

type Tab = 'tests' | 'results' | 'add';
const tabs: { id: Tab; label: string }[] = [
  { id: 'tests', label: 'Test Cases' },
  { id: 'results', label: 'Results' },
  { id: 'add', label: 'Add Test' },
];

/**
 * The Search Testing Suite (intelligence §2, §4): the stored tests, Run All Tests through the storefront's search
 * client with 500 ms between tests, the last run's results (saved, so they outlive the page), and Export Results.
 */
export function SearchTestingPage() {
  const suite = useApi('/api/admin/search-tests', {}, { onError: (error: unknown) => console.warn('search tests failed to load', error) });
  const [tab, setTab] = useState<Tab>('tests');
  const [adding, setAdding] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const { runAll, running, live } = useRunSearchTests((run) => {
    void suite.mutate((data) => (data ? { ...data, lastRun: run } : data), { revalidate: false });
    setTab('results');
  });
  const tests = suite.data?.tests ?? [];
  const lastRun = suite.data?.lastRun ?? null;
  // While a run goes, the cards follow it; otherwise they show the saved run.
  const shown = running && live ? runSummary(live) : lastRun;

  const add = async (test: NewSearchTest): Promise<boolean> => {
    setAdding(true);
    try {
      const created = await apiSend('POST', '/api/admin/search-tests', { body: test });
      toast({ title: 'Test Added', description: `${created.description} was added to the suite.`, variant: 'success' });
      await suite.mutate();
      setTab('tests');
      return true;
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to add the test', variant: 'destructive' });
      return false;
    } finally {
      setAdding(false);
    }
  };
  const remove = async (test: SearchTestCase) => {
    if (!(await confirm({ title: 'Delete test', message: `Delete the test “${test.query}”? Its past results stay in saved runs.`, confirmLabel: 'Delete', destructive: true }))) return;
    try {
      await apiSend('DELETE', '/api/admin/search-tests/{testId}', { params: { testId: test.testId } });
      toast({ title: 'Test Deleted', description: `“${test.query}” was removed from the suite.`, variant: 'success' });
      await suite.mutate();
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to delete the test', variant: 'destructive' });
    }
  };

  return (
    <div className="search-testing-page">
      <PageHeader
        title="Search Testing Suite"
        subtitle="Queries a shopper types, run through the storefront's own search, with the results each should find."
        actions={
          <>
            <Button onClick={() => void runAll(tests)} disabled={running || tests.length === 0}>
              {running ? `Running ${live?.length ?? 0}/${tests.length}…` : 'Run All Tests'}
            </Button>
            <Button variant="secondary" onClick={() => lastRun && downloadRun(lastRun)} disabled={!lastRun || running}>
              Export Results
            </Button>
          </>
        }
      />
      <StatGrid>
        <StatCard label="Pass Rate" value={shown ? `${shown.passRate}%` : '—'} hint={shown ? `${shown.passed} of ${shown.total} passed` : 'No run yet'} />
        <StatCard label="Avg Response Time" value={shown ? `${shown.averageResponseMs} ms` : '—'} hint="Round trip through the storefront's search client" />
        <StatCard label="Tests Run" value={shown ? shown.total : 0} hint={lastRun && !running ? `Last run ${relativeTime(lastRun.finishedAt)}` : `${tests.length} tests in the suite`} />
      </StatGrid>
      {suite.error && !suite.data && <LoadError message="Failed to load the search tests" onRetry={() => void suite.mutate()} />}
      <Tabs<Tab> tabs={tabs} value={tab} onChange={setTab} label="Search testing">
        <Panel>
          {!suite.data ? (
            <p className="muted">Loading tests…</p>
          ) : tab === 'tests' ? (
            <SearchTestsTable tests={tests} latest={lastRun?.results ?? []} onDelete={(t) => void remove(t)} />
          ) : tab === 'results' ? (
            running && live ? (
              <ul className="search-test-live" aria-live="polite">
                {live.map((r) => {
                  const test = tests.find((t) => t.testId === r.testId);
                  return (
                    <li key={r.testId}>
                      {r.passed ? '✓' : '✗'} {test?.query} — {r.actualResults} found in {r.responseTimeMs} ms{r.error ? ` (${r.error})` : ''}
                    </li>
                  );
                })}
              </ul>
            ) : (
              <SearchTestResultsTable results={lastRun?.results ?? []} />
            )
          ) : (
            <AddSearchTestForm onAdd={add} pending={adding} />
          )}
        </Panel>
      </Tabs>
      {confirmDialog}
    </div>
  );
}
