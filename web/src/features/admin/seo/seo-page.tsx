import { useState } from 'react';
import { sitemapKinds, sitemapPublicPath, type SitemapGenerationView, type SitemapKind } from '../../../../../shared/seo/sitemap-kinds';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { useApi } from '@/lib/use-api';
import { columnsFor, DataTable } from '../ui/data-table';
import { notifyError, notifySuccess } from '../ui/notify';
import { LoadError, PageHeader, Panel, StatCard, StatGrid } from '../ui/page-parts';
import { exactTime, relativeTime } from '../ui/relative-time';
import { StatusBadge } from '../ui/status-badge';
import { fileSize, sitemapDescription, sitemapLabel } from './sitemap-labels';
import './seo.css';

const col = columnsFor<SitemapGenerationView>();
const historyColumns = col.columns([
  col.accessor('sitemapType', { header: 'Sitemap', cell: (c) => sitemapLabel[c.getValue()] }),
  col.accessor('status', { header: 'Status', cell: (c) => <StatusBadge status={c.getValue()} /> }),
  col.accessor('startedAt', { header: 'Started', cell: (c) => <time dateTime={c.getValue()} title={exactTime(c.getValue())}>{relativeTime(c.getValue())}</time> }),
  col.accessor('urlCount', { header: 'URLs', cell: (c) => c.getValue().toLocaleString('en-US') }),
  col.accessor('fileSize', { header: 'Size', cell: (c) => (c.getValue() ? fileSize(c.getValue()) : '—') }),
  col.accessor((g) => g.generationTimeMs ?? 0, { id: 'time', header: 'Time', cell: ({ row: { original: g } }) => (g.generationTimeMs === null ? '—' : `${g.generationTimeMs.toLocaleString('en-US')} ms`) }),
  col.accessor((g) => (g.manual ? 'By hand' : 'Scheduled'), { id: 'how', header: 'How' }),
  col.accessor((g) => g.errorMessage ?? '', { id: 'error', header: 'Error', cell: (c) => c.getValue() || <span className="muted">—</span> }),
]);

/** Saves a stored sitemap as a file, read through the public address crawlers use. */
async function download(kind: SitemapKind, part: number): Promise<void> {
  const res = await fetch(sitemapPublicPath(kind, part));
  if (!res.ok) throw new Error(`The sitemap answered ${res.status}`);
  saveFile(await res.blob(), kind === 'index' ? 'sitemap.xml' : `sitemap-${kind}-${part}.xml`);
}

/** SEO and Sitemap Management (intelligence §2, §7, §8): the summary, the four sitemaps to generate, download and open, and the history. */
export function SeoPage() {
  const overview = useApi('/api/admin/seo/sitemaps', {}, { onError: (e) => notifyError('Failed to fetch sitemap history', e, { generic: true }) });
  const [busy, setBusy] = useState<SitemapKind | null>(null);
  const generate = async (kind: SitemapKind) => {
    setBusy(kind);
    try {
      await apiSend('POST', '/api/admin/seo/sitemaps/{type}', { params: { type: kind } });
      notifySuccess(`${sitemapLabel[kind]} sitemap generated successfully`);
    } catch (error) {
      notifyError(`Failed to generate ${sitemapLabel[kind].toLowerCase()} sitemap`, error, { generic: true });
    } finally {
      setBusy(null);
      void overview.mutate();
    }
  };
  const s = overview.data?.summary;
  return (
    <div className="seo-page">
      <PageHeader
        title="SEO and Sitemap Management"
        subtitle="Sitemaps for search engines, generated from the catalogue every day and whenever you ask."
        actions={
          <Button variant="secondary" onClick={() => void overview.mutate()} disabled={overview.isValidating}>
            {overview.isValidating ? 'Refreshing...' : 'Refresh'}
          </Button>
        }
      />
      <StatGrid>
        <StatCard label="Total URLs" value={s ? s.totalUrls.toLocaleString('en-US') : '—'} hint="In the latest main, categories and products sitemaps" />
        <StatCard label="Avg Generation Time" value={s ? `${s.averageGenerationMs.toLocaleString('en-US')} ms` : '—'} />
        <StatCard label="Generations" value={s ? s.generations.toLocaleString('en-US') : '—'} />
        <StatCard label="Last Generated" value={s ? (s.lastGeneratedAt ? <time dateTime={s.lastGeneratedAt} title={exactTime(s.lastGeneratedAt)}>{relativeTime(s.lastGeneratedAt)}</time> : 'Never') : '—'} />
      </StatGrid>
      {overview.error && !overview.data && <LoadError message="Failed to fetch sitemap history" onRetry={() => void overview.mutate()} />}
      <div className="seo-kinds">
        {sitemapKinds.map((kind) => {
          const latest = overview.data?.latest[kind];
          const parts = Math.max(1, latest?.files ?? 1);
          return (
            <Panel key={kind} title={`${sitemapLabel[kind]} Sitemap`} className="seo-kind">
              <p className="muted">{sitemapDescription[kind]}</p>
              <p>{latest ? `${latest.urlCount.toLocaleString('en-US')} URLs · ${fileSize(latest.fileSize)}${latest.files > 1 ? ` in ${latest.files} files` : ''} · ${relativeTime(latest.startedAt)}` : 'Not generated yet'}</p>
              <div className="seo-actions">
                <Button onClick={() => void generate(kind)} disabled={busy !== null} aria-busy={busy === kind}>
                  {busy === kind ? 'Generating...' : 'Generate'}
                </Button>
                {Array.from({ length: parts }, (_, i) => (
                  <span key={i} className="seo-part">
                    <Button
                      variant="secondary"
                      disabled={!latest}
                      aria-label={`Download the ${sitemapLabel[kind].toLowerCase()} sitemap${parts > 1 ? `, part ${i + 1}` : ''}`}
                      onClick={() => download(kind, i + 1).catch((error: unknown) => notifyError('Failed to download sitemap', error, { generic: true }))}
                    >
                      Download{parts > 1 ? ` ${i + 1}` : ''}
                    </Button>
                    <a className={`btn btn-ghost${latest ? '' : ' is-disabled'}`} href={sitemapPublicPath(kind, i + 1)} target="_blank" rel="noreferrer" aria-disabled={!latest} aria-label={`Open the ${sitemapLabel[kind].toLowerCase()} sitemap${parts > 1 ? `, part ${i + 1}` : ''} in a new tab`}>
                      Open
                    </a>
                  </span>
                ))}
              </div>
            </Panel>
          );
        })}
      </div>
      <Panel title="Generation History">
        {overview.data ? (
          <DataTable columns={historyColumns} data={overview.data.history} caption="The 20 newest sitemap generations" getRowId={(g) => g.generationId} empty="No sitemap generations yet..." />
        ) : (
          <p className="muted">Loading…</p>
        )}
      </Panel>
    </div>
  );
}
