import { useState } from 'react';
import { bandOf, performanceThresholds, type PerformanceReport, type RouteFigures } from '../../../../../shared/performance/performance-report';
import type { HealthReport } from '../../../../../shared/ops/health-report';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { keepPolling } from '@/lib/keep-polling';
import { useApi } from '@/lib/use-api';
import { columnsFor, DataTable } from '../ui/data-table';
import { LoadError, PageHeader, Panel, StatCard, StatGrid } from '../ui/page-parts';
import { Tabs } from '../ui/tabs';
import { MinuteChart } from './performance-charts';
import './performance.css';

type Tab = 'overview' | 'detailed' | 'health';
const tabs: { id: Tab; label: string }[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'detailed', label: 'Detailed Metrics' },
  { id: 'health', label: 'System Health' },
];
const statusVariant = { healthy: 'success', warning: 'warning', critical: 'danger' } as const;
const bandVariant = { good: 'success', warning: 'warning', poor: 'danger' } as const;
/** The time ranges the monitor offers, within the hour the handlers keep (the route takes 1 to 60 minutes). */
export const monitorRanges = [
  { minutes: 5, label: 'Last 5 minutes' },
  { minutes: 15, label: 'Last 15 minutes' },
  { minutes: 30, label: 'Last 30 minutes' },
  { minutes: 60, label: 'Last hour' },
] as const;
const rangeWords = (minutes: number) => (minutes === 60 ? 'the last hour' : `the last ${minutes} minutes`);
const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const ms = (v: number | null) => (v === null ? '—' : `${v} ms`);

const col = columnsFor<RouteFigures>();
const routeColumns = col.columns([
  col.accessor('route', { header: 'Route', cell: (c) => <code>{c.getValue()}</code> }),
  col.accessor('count', { header: 'Requests', cell: (c) => c.getValue().toLocaleString('en-US') }),
  col.accessor((r) => r.p50 ?? -1, { id: 'p50', header: 'p50', cell: ({ row }) => ms(row.original.p50) }),
  col.accessor((r) => r.p95 ?? -1, { id: 'p95', header: 'p95', cell: ({ row }) => ms(row.original.p95) }),
  col.accessor((r) => r.p99 ?? -1, { id: 'p99', header: 'p99', cell: ({ row }) => ms(row.original.p99) }),
  col.accessor('errorRate', { header: 'Error rate', cell: ({ row }) => `${row.original.errorRate}% (${row.original.errors})` }),
]);

function Band({ value, limits }: { value: number | null; limits: { goodMs: number; warningMs: number } }) {
  const band = bandOf(value, limits);
  return band ? <Badge variant={bandVariant[band]}>{band}</Badge> : <span className="muted">no samples</span>;
}

function Overview({ r }: { r: PerformanceReport }) {
  const t = performanceThresholds;
  return (
    <>
      <StatGrid>
        <StatCard label="API latency (p95)" value={ms(r.api.p95)} hint={`${r.api.count.toLocaleString('en-US')} requests · p50 ${ms(r.api.p50)} · p99 ${ms(r.api.p99)}`} />
        <StatCard label="Error rate" value={`${r.api.errorRate}%`} hint={`${r.api.errors} answered 5xx · flagged over ${t.errorRateFlaggedAbovePercent}%`} />
        <StatCard label="Search engine time (p95)" value={ms(r.search.p95)} hint={<><Band value={r.search.p95} limits={t.search} /> good to {t.search.goodMs} ms, warning to {t.search.warningMs} ms</>} />
        <StatCard label="Database calls (p95)" value={ms(r.database.p95)} hint={<><Band value={r.database.p95} limits={t.database} /> {r.database.count.toLocaleString('en-US')} calls · good to {t.database.goodMs} ms</>} />
        <StatCard label="Cache hit ratio" value={r.cache.hitRatio === null ? '—' : `${r.cache.hitRatio}%`} hint={`${r.cache.hits} hits, ${r.cache.misses} misses · good over ${t.cacheGoodAbovePercent}%`} />
        <StatCard label="Memory" value={`${r.memory.percent}%`} hint={`${r.memory.usedMb} MB of ${r.memory.limitMb} MB · flagged over ${t.memoryFlaggedAbovePercent}%`} />
      </StatGrid>
      <Panel title="Issues">
        {r.issues.length ? (
          <ul className="performance-issues">
            {r.issues.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        ) : (
          <p className="muted">Nothing over the thresholds.</p>
        )}
      </Panel>
    </>
  );
}

function SystemHealth() {
  const health = useApi('/api/health', {}, keepPolling({ refreshInterval: 30_000 }));
  const report = health.data as HealthReport | undefined;
  if (health.error && !report) return <LoadError message="Failed to read the health report" onRetry={() => void health.mutate()} />;
  if (!report) return <p className="muted">Checking components…</p>;
  return (
    <ul className="performance-health">
      {Object.entries(report.components).map(([name, c]) => (
        <li key={name}>
          <Badge variant={c.status === 'up' ? 'success' : 'danger'}>{c.status}</Badge> <strong>{name}</strong> <span className="muted">{c.latencyMs} ms{c.detail ? ` · ${c.detail}` : ''}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Performance Monitor (intelligence §2, §4, §9): measured figures read again every 5 s (and again after a failed
 * read: keepPolling), the thresholds' bands, the overall status (healthy, warning with one issue, critical with two or
 * more), charts over the chosen range (5 minutes to the hour the handlers keep), a Refresh that reads at once, and the
 * health route's components.
 */
export function PerformancePage() {
  const [tab, setTab] = useState<Tab>('overview');
  const [minutes, setMinutes] = useState<number>(60);
  const report = useApi('/api/admin/performance', { query: { window: minutes } }, keepPolling({ refreshInterval: 5_000, keepPreviousData: true, onError: (error: unknown) => console.warn('performance report failed to load', error) }));
  // While a new range loads, the previous range's figures stay on screen (SWR keeps them for the new key).
  const r = report.data;
  const range = r?.windowMinutes ?? minutes;
  const [refreshing, setRefreshing] = useState(false);
  async function refresh() {
    setRefreshing(true);
    try {
      await report.mutate();
    } finally {
      setRefreshing(false);
    }
  }
  return (
    <div className="performance-page">
      <PageHeader
        title="Performance Monitor"
        subtitle={
          r
            ? `${rangeWords(range).replace(/^t/, 'T')}, ${r.source === 'in-process' ? "measured by this store's own handlers" : 'from every function’s CloudWatch metrics'}; refreshed every 5 seconds, last at ${clock(r.generatedAt)}.`
            : 'Measured by the handlers themselves; refreshed every 5 seconds.'
        }
        actions={
          <div className="performance-actions">
            <label className="performance-range">
              <span>Time range</span>
              <select value={minutes} onChange={(e) => setMinutes(Number(e.currentTarget.value))}>
                {monitorRanges.map((option) => (
                  <option key={option.minutes} value={option.minutes}>
                    {option.label}
                  </option>
                ))}
              </select>
            </label>
            <Button variant="secondary" onClick={() => void refresh()} disabled={refreshing}>
              {refreshing ? 'Refreshing…' : 'Refresh'}
            </Button>
            {r && (
              <Badge variant={statusVariant[r.status]} className="performance-status">
                Overall: {r.status}
              </Badge>
            )}
          </div>
        }
      />
      {report.error && !r && <LoadError message="Failed to load the performance figures" onRetry={() => void report.mutate()} />}
      <Tabs<Tab> tabs={tabs} value={tab} onChange={setTab} label="Performance">
        {!r && tab !== 'health' ? (
          <p className="muted">Loading figures…</p>
        ) : tab === 'overview' ? (
          <Overview r={r!} />
        ) : tab === 'detailed' ? (
          <>
            <Panel title={`Over ${rangeWords(range)}`}>
              <MinuteChart title="Requests and 5xx answers per minute" points={r!.series} lines={[{ key: 'requests', name: 'Requests', color: 'var(--violet)' }, { key: 'errors', name: '5xx', color: '#f87171' }]} />
              <MinuteChart
                title="Latency p95 per minute (ms)"
                points={r!.series}
                lines={[
                  { key: 'p95', name: r!.source === 'cloudwatch' ? 'Slowest route p95' : 'API p95', color: 'var(--cyan, #22d3ee)' },
                  { key: 'dbP95', name: 'Database p95', color: '#facc15' },
                  { key: 'searchP95', name: 'Search p95', color: '#a3e635' },
                ]}
              />
            </Panel>
            <Panel title="Routes">
              <DataTable columns={routeColumns} data={r!.routes} caption="Latency and error rate per route" getRowId={(x) => x.route} empty={`No requests in ${rangeWords(range)}.`} />
            </Panel>
          </>
        ) : (
          <Panel title="Components">
            <SystemHealth />
          </Panel>
        )}
      </Tabs>
    </div>
  );
}
