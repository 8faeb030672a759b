import { useState } from 'react';
import { exportHistoryLimit, exportSizeLabel, exportTypeLabel, type ExportHistory } from '../../../../../shared/search-exports/export-job';
import { Button } from '@/components/ui/button';
import { keepPolling } from '@/lib/keep-polling';
import { useApi } from '@/lib/use-api';
import { toast } from '@/lib/toast-store';
import { LoadError, PageHeader, Panel, StatCard, StatGrid } from '../ui/page-parts';
import { relativeTime } from '../ui/relative-time';
import { ExportForm } from './export-form';
import { ExportHistoryTable } from './export-history';
import { defaultChoice, useStartExport, type ExportChoice } from './use-start-export';
import './search-exports.css';

/**
 * The Search-index Export Manager (intelligence §2, §7, §8): Full and Incremental exports with the chosen options, the
 * options themselves, and the 20 newest exports, read again every 3 s while one is queued or processing.
 */
export function SearchExportsPage() {
  const history = useApi(
    '/api/admin/search-exports',
    { query: { limit: exportHistoryLimit } },
    keepPolling({
      refreshInterval: (data: ExportHistory | undefined) => (data?.exports.some((e) => e.status === 'queued' || e.status === 'processing') ? 3_000 : 0),
      onError: () => toast({ title: 'Error', description: 'Failed to load export history', variant: 'destructive' }),
    }),
  );
  const [choice, setChoice] = useState<ExportChoice>(defaultChoice);
  const { start, busy } = useStartExport(() => void history.mutate());
  const last = history.data?.lastCompleted;
  return (
    <div className="exports-page">
      <PageHeader
        title="Search-index Export Manager"
        subtitle="The search index's records as files: everything, or what changed since the last completed export."
        actions={
          <>
            <Button onClick={() => void start('full', choice)} disabled={busy}>
              Full Export
            </Button>
            <Button variant="secondary" onClick={() => void start('incremental', choice)} disabled={busy}>
              Incremental Export
            </Button>
            <Button variant="ghost" onClick={() => void history.mutate()} disabled={history.isValidating} aria-label="Refresh the export history">
              {history.isValidating ? 'Refreshing...' : 'Refresh'}
            </Button>
          </>
        }
      />
      <StatGrid>
        <StatCard label="Last Completed" value={last?.completedAt ? relativeTime(last.completedAt) : 'Never'} hint={last ? `${exportTypeLabel[last.exportType]} export` : 'Incremental exports start from it'} />
        <StatCard label="Records" value={last ? last.recordCount.toLocaleString('en-US') : '—'} hint={last ? `${last.productCount.toLocaleString('en-US')} products` : undefined} />
        <StatCard label="File Size" value={last ? exportSizeLabel(last.fileSize) : 'N/A'} />
        <StatCard label="Duration" value={last?.durationSeconds != null ? `${last.durationSeconds}s` : '—'} />
      </StatGrid>
      <Panel title="Export Options">
        <ExportForm choice={choice} onChange={setChoice} onStart={(type) => void start(type, choice)} busy={busy} />
      </Panel>
      {history.error && !history.data && <LoadError message="Failed to load export history" onRetry={() => void history.mutate()} />}
      <Panel title="Export History">{history.data ? <ExportHistoryTable exports={history.data.exports} caption="The 20 newest exports" /> : <p className="muted">Loading…</p>}</Panel>
    </div>
  );
}
