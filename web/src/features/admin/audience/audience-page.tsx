import { useCallback, useState } from 'react';
import type { AudienceExportFile, AudienceSummary } from '../../../../../shared/audience/audience-views';
import { Button } from '@/components/ui/button';
import { apiGet } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { useApi } from '@/lib/use-api';
import { staffWords } from '../ui/staff-words';
import { notifyError, notifySuccess } from '../ui/notify';
import { LoadError, PageHeader, Panel, StatCard, StatGrid } from '../ui/page-parts';
import { Tabs } from '../ui/tabs';
import { NotifyRequestsTable, SubscribersTable, VariantCountsTable, variantName } from './audience-tables';
import { audienceWording } from './wording';

const t = staffWords(audienceWording);
/** Counts as the rest of the back office writes them (1,234), whatever the storefront's language. */
const figure = (value: number) => value.toLocaleString('en-US');

type ListId = 'subscribers' | 'requests';

/** A cursor-paged list's place: the cursors of the pages seen, the current one last. */
function useCursors() {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  return {
    cursor: cursors[cursors.length - 1],
    first: cursors.length === 1,
    next: (cursor: string) => setCursors((c) => [...c, cursor]),
    previous: () => setCursors((c) => c.slice(0, -1)),
    restart: () => setCursors([undefined]),
  };
}

function Pager({ page, nextCursor }: { page: ReturnType<typeof useCursors>; nextCursor: string | null | undefined }) {
  return (
    <div className="admin-pager">
      <Button variant="ghost" disabled={page.first} onClick={page.previous}>
        {t('previous')}
      </Button>
      <Button variant="ghost" disabled={!nextCursor} onClick={() => nextCursor && page.next(nextCursor)}>
        {t('next')}
      </Button>
    </div>
  );
}

/** Fetches an export and saves it as the file it names; the server audits it. */
function useExport(limit: number | undefined) {
  const [busy, setBusy] = useState<ListId | null>(null);
  const run = async (list: ListId, variantId: string | undefined) => {
    setBusy(list);
    try {
      const file: AudienceExportFile =
        list === 'subscribers' ? await apiGet('/api/admin/audience/subscribers/export') : await apiGet('/api/admin/audience/notify-requests/export', { query: { variantId } });
      saveFile(new Blob([file.content], { type: file.contentType }), file.filename);
      notifySuccess(t('exported', { rows: file.rows }), file.truncated ? t('exportTruncated', { limit: limit ?? file.rows }) : undefined);
    } catch (error) {
      notifyError(t('exportFailed'), error);
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}

function ExportButton({ busy, onClick }: { busy: boolean; onClick(): void }) {
  return (
    <Button variant="secondary" onClick={onClick} disabled={busy} aria-busy={busy}>
      {busy ? t('exporting') : t('exportCsv')}
    </Button>
  );
}

function Counts({ summary }: { summary: AudienceSummary | undefined }) {
  const n = (value: number | undefined) => (value === undefined ? '—' : figure(value));
  return (
    <StatGrid>
      <StatCard label={t('subscribersCard')} value={n(summary?.newsletter.subscribed)} hint={t('subscribersHint')} />
      <StatCard label={t('unsubscribedCard')} value={n(summary?.newsletter.unsubscribed)} hint={t('unsubscribedHint')} />
      <StatCard label={t('requestsCard')} value={n(summary?.notify.requests)} hint={summary ? t('requestsHint', { count: summary.notify.variants.length }) : undefined} />
    </StatGrid>
  );
}

/**
 * The Audience screen (issue 37): the newsletter's consenting subscribers and the "notify me" requests, with counts per
 * variant and a CSV export of each list. Staff only; the server decides what is listed (docs/back-office/audience.md).
 */
export function AudiencePage() {
  const [list, setList] = useState<ListId>('subscribers');
  const [variantId, setVariantId] = useState('');
  const subscribersPage = useCursors();
  const requestsPage = useCursors();
  const onError = useCallback((error: unknown) => notifyError(t('loadFailed'), error), []);
  const summary = useApi('/api/admin/audience', {}, { onError });
  const subscribers = useApi(list === 'subscribers' ? '/api/admin/audience/subscribers' : null, { query: { cursor: subscribersPage.cursor } }, { onError });
  const requests = useApi(list === 'requests' ? '/api/admin/audience/notify-requests' : null, { query: { cursor: requestsPage.cursor, variantId: variantId || undefined } }, { onError });
  const exporter = useExport(summary.data?.exportLimit);
  const { restart } = requestsPage;
  const showVariant = useCallback(
    (id: string) => {
      setVariantId(id);
      restart();
      setList('requests');
    },
    [restart],
  );
  const refresh = () => void Promise.all([summary.mutate(), subscribers.mutate(), requests.mutate()]);
  const refreshing = summary.isValidating || subscribers.isValidating || requests.isValidating;
  const variants = summary.data?.notify.variants ?? [];
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button variant="secondary" onClick={refresh} disabled={refreshing}>
            {refreshing ? t('refreshing') : t('refresh')}
          </Button>
        }
      />
      <Counts summary={summary.data} />
      {summary.error && !summary.data ? (
        <LoadError message={t('loadFailed')} onRetry={() => void summary.mutate()} />
      ) : (
        <Panel title={t('variantsPanel')}>{summary.data ? <VariantCountsTable variants={variants} t={t} onShow={showVariant} /> : <p className="muted">{t('loading')}</p>}</Panel>
      )}
      <Panel>
        <Tabs<ListId>
          label={t('tabsLabel')}
          value={list}
          onChange={setList}
          tabs={[
            { id: 'subscribers', label: t('subscribersTab') },
            { id: 'requests', label: t('requestsTab') },
          ]}
        >
          <div className="admin-toolbar">
            {list === 'requests' && (
              <label className="admin-field">
                <span>{t('variantFilter')}</span>
                <select
                  value={variantId}
                  onChange={(e) => {
                    setVariantId(e.target.value);
                    restart();
                  }}
                >
                  <option value="">{t('allVariants')}</option>
                  {variants.map((v) => (
                    <option key={v.variantId} value={v.variantId}>
                      {`${variantName(v, t)} · ${v.waiting}`}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <ExportButton busy={exporter.busy === list} onClick={() => void exporter.run(list, list === 'requests' ? variantId || undefined : undefined)} />
            {summary.data && <p className="muted">{t('exportLimit', { limit: figure(summary.data.exportLimit) })}</p>}
          </div>
          {list === 'subscribers' ? (
            subscribers.data ? (
              <>
                <SubscribersTable items={subscribers.data.items} t={t} />
                <Pager page={subscribersPage} nextCursor={subscribers.data.nextCursor} />
              </>
            ) : (
              <p className="muted">{subscribers.error ? t('loadFailed') : t('loading')}</p>
            )
          ) : requests.data ? (
            <>
              <NotifyRequestsTable items={requests.data.items} t={t} />
              <Pager page={requestsPage} nextCursor={requests.data.nextCursor} />
            </>
          ) : (
            <p className="muted">{requests.error ? t('loadFailed') : t('loading')}</p>
          )}
        </Tabs>
      </Panel>
    </>
  );
}
