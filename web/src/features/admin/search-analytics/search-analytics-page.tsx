import { useState } from 'react';
import { defaultSearchAnalyticsRange, type SearchAnalyticsRange } from '../../../../../shared/search-analytics/search-analytics-range';
import type { SearchAnalyticsReport } from '../../../../../shared/search-analytics/search-analytics-report';
import { Button } from '@/components/ui/button';
import { useApi } from '@/lib/use-api';
import { columnsFor, DataTable } from '../ui/data-table';
import { LoadError, PageHeader, Panel, StatCard, StatGrid } from '../ui/page-parts';
import { Tabs } from '../ui/tabs';
import { downloadCsv } from './analytics-csv';
import { SearchTrendChart } from './search-trend-chart';
import './search-analytics.css';

type Tab = 'top' | 'trends' | 'languages' | 'platforms' | 'optimization';
const tabs: { id: Tab; label: string }[] = [
  { id: 'top', label: 'Top Queries' },
  { id: 'trends', label: 'Search Trends' },
  { id: 'languages', label: 'Languages' },
  { id: 'platforms', label: 'Platforms' },
  { id: 'optimization', label: 'Optimization' },
];
const ranges: { id: SearchAnalyticsRange; label: string }[] = [
  { id: '24h', label: 'Last 24h' },
  { id: '7d', label: 'Last 7 days' },
  { id: '30d', label: 'Last 30 days' },
  { id: '90d', label: 'Last 90 days' },
];
const languageNames: Record<string, string> = { en: 'English', es: 'Spanish', pt: 'Portuguese' };
const count = (n: number) => n.toLocaleString('en-US');

type TopQuery = SearchAnalyticsReport['topQueries'][number];
const top = columnsFor<TopQuery>();
const topColumns = top.columns([
  top.accessor('query', { header: 'Query' }),
  top.accessor('searches', { header: 'Searches', cell: (c) => count(c.getValue()) }),
  top.accessor('avgResults', { header: 'Avg results' }),
  top.accessor('zeroResults', { header: 'No results', cell: (c) => count(c.getValue()) }),
  top.accessor((q) => q.clickThroughRate ?? -1, { id: 'ctr', header: 'Click-through', cell: ({ row }) => (row.original.clickThroughRate === null ? '—' : `${row.original.clickThroughRate}%`) }),
  top.accessor((q) => q.avgClickPosition ?? -1, { id: 'position', header: 'Avg click position', cell: ({ row }) => row.original.avgClickPosition ?? '—' }),
]);
type ZeroQuery = SearchAnalyticsReport['zeroResultQueries'][number];
const zero = columnsFor<ZeroQuery>();
const zeroColumns = zero.columns([
  zero.accessor('query', { header: 'Query' }),
  zero.accessor('zeroResults', { header: 'Searches with no results', cell: (c) => count(c.getValue()) }),
  zero.accessor((q) => q.suggestions.join(', '), { id: 'suggestions', header: 'Did they mean', cell: ({ row }) => (row.original.suggestions.length ? row.original.suggestions.join(', ') : <span className="muted">nothing near in the catalogue</span>) }),
]);

function Shares({ rows, empty }: { rows: { name: string; searches: number }[]; empty: string }) {
  const max = Math.max(1, ...rows.map((r) => r.searches));
  if (!rows.length) return <p className="muted">{empty}</p>;
  return (
    <ul className="search-analytics-shares">
      {rows.map((r) => (
        <li key={r.name}>
          <span>{r.name}</span>
          <span className="search-analytics-bar" aria-hidden="true" style={{ inlineSize: `${(r.searches / max) * 100}%` }} />
          <strong>{count(r.searches)}</strong>
        </li>
      ))}
    </ul>
  );
}

/**
 * Search Analytics (intelligence §2, §9): a range's searches from the daily tallies the search log keeps on write,
 * with Export (CSV) and Refresh. A failed load is shown with a retry and logged (§8: only logged in the spec; an
 * empty screen with no reason helps no one).
 */
export function SearchAnalyticsPage() {
  const [range, setRange] = useState<SearchAnalyticsRange>(defaultSearchAnalyticsRange);
  const [tab, setTab] = useState<Tab>('top');
  const report = useApi('/api/admin/search/analytics', { query: { range } }, { onError: (error: unknown) => console.warn('search analytics failed to load', error) });
  const r = report.data;
  return (
    <div className="search-analytics-page">
      <PageHeader
        title="Search Analytics"
        subtitle={r ? `${r.from} to ${r.to} (UTC days) · figures kept as shoppers search` : 'What shoppers search for, and what they do not find.'}
        actions={
          <div className="search-analytics-actions">
            <label>
              <span className="visually-hidden">Range</span>
              <select value={range} onChange={(e) => setRange(e.currentTarget.value as SearchAnalyticsRange)} aria-label="Range">
                {ranges.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.label}
                  </option>
                ))}
              </select>
            </label>
            <Button variant="secondary" onClick={() => r && downloadCsv(r)} disabled={!r}>
              Export (CSV)
            </Button>
            <Button variant="secondary" onClick={() => void report.mutate()} disabled={report.isValidating}>
              Refresh
            </Button>
          </div>
        }
      />
      {report.error && !r && <LoadError message="Failed to load the search analytics" onRetry={() => void report.mutate()} />}
      {r ? (
        <>
          <StatGrid>
            <StatCard label="Total Searches" value={count(r.totalSearches)} hint={r.zeroResultRate === null ? 'No searches in this range' : `${r.zeroResultRate}% found nothing · ${r.clickThroughRate}% click-through`} />
            <StatCard label="Unique Users" value={count(r.uniqueUsers)} hint="Distinct addresses that searched (estimated within about 3 %)" />
            <StatCard label="Avg Results" value={r.avgResults ?? '—'} hint="Hits per search" />
            <StatCard label="Performance" value={r.avgEngineMs === null ? '—' : `${r.avgEngineMs} ms`} hint="The search engine’s own time per search" />
          </StatGrid>
          <Tabs<Tab> tabs={tabs} value={tab} onChange={setTab} label="Search analytics">
            {tab === 'top' ? (
              <Panel title="Top Queries">
                <DataTable columns={topColumns} data={r.topQueries} caption="The 10 most searched queries" getRowId={(q) => q.query} empty="No searches in this range yet." />
              </Panel>
            ) : tab === 'trends' ? (
              <Panel title="Search Trends">
                <SearchTrendChart trends={r.trends} />
              </Panel>
            ) : tab === 'languages' ? (
              <Panel title="Languages">
                <Shares rows={r.languages.map((l) => ({ name: `${languageNames[l.language] ?? l.language} (${l.share}%)`, searches: l.searches }))} empty="No searches in this range yet." />
              </Panel>
            ) : tab === 'platforms' ? (
              <Panel title="Platforms">
                <Shares rows={r.platforms.map((p) => ({ name: p.platform, searches: p.searches }))} empty="No search in this range had a platform filter." />
              </Panel>
            ) : (
              <Panel title="Zero-result queries">
                <DataTable columns={zeroColumns} data={r.zeroResultQueries} caption="Queries that found nothing, with the nearest catalogue words" getRowId={(q) => q.query} empty="Every search in this range found something." />
              </Panel>
            )}
          </Tabs>
        </>
      ) : (
        !report.error && <p className="muted">Loading figures…</p>
      )}
    </div>
  );
}
