import type { SearchTestCase } from '../../../../../shared/search-testing/search-test-case';
import type { SearchTestOutcome } from '../../../../../shared/search-testing/search-test-run';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { columnsFor, DataTable } from '../ui/data-table';

const filtersLabel = (t: SearchTestCase) =>
  [t.filters.platform && `platform ${t.filters.platform}`, t.filters.category && `category ${t.filters.category}`, t.filters.productType && `type ${t.filters.productType}`].filter(Boolean).join(', ') || '—';

const testCol = columnsFor<SearchTestCase>();
const testColumns = (onDelete: (t: SearchTestCase) => void, latest: Map<string, SearchTestOutcome>) =>
  testCol.columns([
    testCol.accessor('query', { header: 'Query', cell: (c) => <strong>{c.getValue()}</strong> }),
    testCol.accessor('description', { header: 'Description' }),
    testCol.accessor('language', { header: 'Language', cell: (c) => c.getValue().toUpperCase() }),
    testCol.accessor(filtersLabel, { id: 'filters', header: 'Filters' }),
    testCol.accessor('expectedResults', { header: 'Expected', cell: (c) => `≥ ${c.getValue()}` }),
    testCol.accessor((t) => t.expectedTop.join(', '), { id: 'top', header: 'Expected first', cell: (c) => c.getValue() || <span className="muted">—</span> }),
    testCol.accessor((t) => latest.get(t.testId)?.passed ?? null, {
      id: 'last',
      header: 'Last run',
      cell: (c) => (c.getValue() === null ? <span className="muted">Not run</span> : <Badge variant={c.getValue() ? 'success' : 'danger'}>{c.getValue() ? 'Passed' : 'Failed'}</Badge>),
    }),
    testCol.display({
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: t } }) =>
        t.builtIn ? (
          <Badge variant="neutral">Built-in</Badge>
        ) : (
          <Button variant="ghost" onClick={() => onDelete(t)} aria-label={`Delete the test “${t.query}”`}>
            Delete
          </Button>
        ),
    }),
  ]);

/** Test Cases: the built-in tests, then the custom ones, with how each did in the last run. */
export function SearchTestsTable({ tests, latest, onDelete }: { tests: SearchTestCase[]; latest: SearchTestOutcome[]; onDelete(t: SearchTestCase): void }) {
  const byTest = new Map(latest.map((r) => [r.testId, r]));
  return <DataTable columns={testColumns(onDelete, byTest)} data={tests} caption="Search test cases" getRowId={(t) => t.testId} />;
}

const rankLabel = (r: SearchTestOutcome) =>
  r.rankChecks.length === 0 ? '—' : r.rankChecks.map((c) => `${c.slug} ${c.position === null ? 'not found' : `#${c.position}`}${c.ok ? '' : ' ✗'}`).join(', ');

const resultCol = columnsFor<SearchTestOutcome>();
const resultColumns = resultCol.columns([
  resultCol.accessor('passed', { header: 'Result', cell: (c) => <Badge variant={c.getValue() ? 'success' : 'danger'}>{c.getValue() ? 'Passed' : 'Failed'}</Badge> }),
  resultCol.accessor('query', { header: 'Query', cell: ({ row: { original: r } }) => <><strong>{r.query}</strong> <span className="muted">({r.language.toUpperCase()})</span></> }),
  resultCol.accessor('actualResults', { header: 'Found', cell: ({ row: { original: r } }) => `${r.actualResults} of ≥ ${r.expectedResults}` }),
  resultCol.accessor(rankLabel, { id: 'ranks', header: 'Expected first ranked' }),
  resultCol.accessor('responseTimeMs', { header: 'Response', cell: (c) => `${c.getValue()} ms` }),
  resultCol.accessor((r) => r.engineTimeMs ?? -1, { id: 'engine', header: 'Engine', cell: ({ row: { original: r } }) => (r.engineTimeMs === null ? '—' : `${r.engineTimeMs} ms`) }),
  resultCol.accessor((r) => r.error ?? '', { id: 'error', header: 'Error', cell: (c) => c.getValue() || <span className="muted">—</span> }),
]);

/** Results: each test of the run with its counts, rank checks, times and error. */
export function SearchTestResultsTable({ results }: { results: SearchTestOutcome[] }) {
  return <DataTable columns={resultColumns} data={results} caption="Results of the last test run" getRowId={(r) => r.testId} empty="No test run yet. Run All Tests to see results." />;
}
