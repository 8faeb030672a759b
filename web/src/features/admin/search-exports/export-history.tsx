import { exportSizeLabel, exportTypeLabel, type ExportJobView } from '../../../../../shared/search-exports/export-job';
import { Button } from '@/components/ui/button';
import { columnsFor, DataTable } from '../ui/data-table';
import { exactTime, relativeTime } from '../ui/relative-time';
import { StatusBadge } from '../ui/status-badge';
import { downloadExport } from './use-start-export';

const col = columnsFor<ExportJobView>();
const columns = col.columns([
  col.accessor('status', {
    header: 'Status',
    cell: ({ row: { original: e } }) => (
      <span className="exports-progress">
        <StatusBadge status={e.status} />
        {(e.status === 'processing' || e.status === 'queued') && (
          <progress max={100} value={e.progress} aria-label={`${e.progress}% done, ${e.recordCount.toLocaleString('en-US')} records so far`}>
            {e.progress}%
          </progress>
        )}
      </span>
    ),
  }),
  col.accessor('exportType', { header: 'Type', cell: (c) => exportTypeLabel[c.getValue()] }),
  col.accessor((e) => e.startedAt ?? e.createdAt, { id: 'started', header: 'Started', cell: (c) => <time dateTime={c.getValue()} title={exactTime(c.getValue())}>{relativeTime(c.getValue())}</time> }),
  col.accessor((e) => `${e.languages.join(', ')} · ${e.currencies.join(', ')} · ${e.format.toUpperCase()}`, { id: 'scope', header: 'Languages · currencies · format' }),
  col.accessor('productCount', { header: 'Products', cell: (c) => c.getValue().toLocaleString('en-US') }),
  col.accessor('recordCount', { header: 'Records', cell: (c) => c.getValue().toLocaleString('en-US') }),
  col.accessor('fileSize', { header: 'Size', cell: (c) => exportSizeLabel(c.getValue()) }),
  col.accessor((e) => e.durationSeconds ?? -1, { id: 'duration', header: 'Duration', cell: ({ row: { original: e } }) => (e.durationSeconds === null ? '—' : `${e.durationSeconds}s`) }),
  col.accessor((e) => e.errorMessage ?? '', { id: 'error', header: 'Error', cell: (c) => c.getValue() || <span className="muted">—</span> }),
  col.display({
    id: 'download',
    header: () => <span className="sr-only">Download</span>,
    cell: ({ row: { original: e } }) =>
      e.status === 'completed' ? (
        <Button variant="secondary" onClick={() => void downloadExport(e.exportId)} aria-label={`Download the ${exportTypeLabel[e.exportType].toLowerCase()} export of ${exactTime(e.createdAt)}`}>
          Download
        </Button>
      ) : null,
  }),
]);

/** Export History (intelligence §2): status, type, start, counts, size in MB or N/A, duration, error and Download. */
export function ExportHistoryTable({ exports, caption }: { exports: ExportJobView[]; caption: string }) {
  return <DataTable columns={columns} data={exports} caption={caption} getRowId={(e) => e.exportId} empty="No exports yet. Start one above." />;
}
