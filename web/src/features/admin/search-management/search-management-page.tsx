import { useState } from 'react';
import { exportHistoryLimit, type ExportHistory } from '../../../../../shared/search-exports/export-job';
import type { SearchSettings } from '../../../../../shared/search-admin/search-settings';
import type { SearchStatus } from '../../../../../shared/search-admin/search-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api-client';
import { toast } from '@/lib/toast-store';
import { keepPolling } from '@/lib/keep-polling';
import { useApi } from '@/lib/use-api';
import { ExportForm } from '../search-exports/export-form';
import { ExportHistoryTable } from '../search-exports/export-history';
import { defaultChoice, useStartExport, type ExportChoice } from '../search-exports/use-start-export';
import { PageHeader, Panel, StatCard, StatGrid } from '../ui/page-parts';
import { relativeTime } from '../ui/relative-time';
import { serverMessage } from '../ui/notify';
import { Tabs } from '../ui/tabs';
import { SearchSettingsForm } from './search-settings-form';
import { SynonymsPanel } from './synonyms/synonyms-panel';
import '../search-exports/search-exports.css';
import './search-management.css';

type Tab = 'export' | 'performance' | 'synonyms' | 'settings';
const tabs: { id: Tab; label: string }[] = [
  { id: 'export', label: 'Export Management' },
  { id: 'performance', label: 'Performance' },
  { id: 'synonyms', label: 'Synonyms' },
  { id: 'settings', label: 'Settings' },
];
const managementHistory = Math.min(10, exportHistoryLimit);
const healthVariant = { good: 'success', warning: 'warning', error: 'danger' } as const;
const n = (value: number) => value.toLocaleString('en-US');

function Cards({ status }: { status: SearchStatus | undefined }) {
  const q = status?.queue;
  const quota = status?.quota;
  return (
    <StatGrid>
      <StatCard label="Index Records" value={status?.indexRecords ? n(status.indexRecords.total) : status ? 'Unavailable' : '—'} hint={status?.indexRecords ? Object.entries(status.indexRecords.byIndex).map(([i, c]) => `${i}: ${n(c)}`).join(' · ') : undefined} />
      <StatCard label="Queue Status" value={q ? `${n(q.pending)} pending` : status ? 'Unavailable' : '—'} hint={q ? `${n(q.inFlight)} in flight · ${n(q.deadLetters)} in the dead-letter queue` : undefined} />
      <StatCard
        label="Search Quota"
        value={quota ? `${n(quota.searchOperations + quota.writeOperations)} / ${n(quota.limit)}` : status ? 'Unavailable' : '—'}
        hint={quota ? `${n(quota.searchOperations)} searches, ${n(quota.writeOperations)} writes since ${new Date(quota.since).toLocaleDateString('en-US')} · ${quota.source === 'embedded' ? "the embedded engine's own counts" : "Algolia's Usage API"}` : undefined}
      />
      <StatCard
        label="Index Health"
        value={status ? <Badge variant={healthVariant[status.health]}>{status.health}</Badge> : '—'}
        hint={status ? (status.healthReasons.length ? status.healthReasons.join('; ') : status.lastSync ? `Last sync ${relativeTime(status.lastSync.at)}` : 'No sync yet') : undefined}
      />
    </StatGrid>
  );
}

/**
 * Search Management (intelligence §2, §4, §8): Force Sync, the four cards (read again every 30 s), the Export tab
 * (the Export Manager's form and its 10 newest exports), the sync's figures, and settings that save and take effect.
 */
export function SearchManagementPage() {
  const status = useApi('/api/admin/search/status', {}, keepPolling({ refreshInterval: 30_000, onError: (error: unknown) => console.warn('search status failed to load', error) }));
  const settings = useApi('/api/admin/search/settings', {});
  const history = useApi('/api/admin/search-exports', { query: { limit: managementHistory } }, keepPolling({
    refreshInterval: (data: ExportHistory | undefined) => (data?.exports.some((e) => e.status === 'queued' || e.status === 'processing') ? 3_000 : 0),
    onError: () => toast({ title: 'Error', description: 'Failed to load export history', variant: 'destructive' }),
  }));
  const [tab, setTab] = useState<Tab>('export');
  const [syncing, setSyncing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [choice, setChoice] = useState<ExportChoice>(defaultChoice);
  const { start, busy } = useStartExport(() => void history.mutate());

  const forceSync = async () => {
    setSyncing(true);
    try {
      const result = await apiSend('POST', '/api/admin/search/sync', {});
      toast({ title: 'Sync Triggered', description: `Algolia synchronization has been started. ${result.messages} pending operations synced${result.remaining ? `, ${result.remaining} left for the queue` : ''}.`, variant: 'success' });
      await status.mutate();
    } catch (error) {
      toast({ title: 'Sync Failed', description: serverMessage(error) ?? 'Failed to trigger synchronization', variant: 'destructive' });
    } finally {
      setSyncing(false);
    }
  };
  const save = async (next: SearchSettings) => {
    setSaving(true);
    try {
      const saved = await apiSend('PUT', '/api/admin/search/settings', { body: next });
      await settings.mutate(saved, { revalidate: false });
      toast({ title: 'Configuration Saved', description: 'The search index uses the new settings now; shoppers get them within a minute.', variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to save the configuration', variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };
  const s = status.data;
  return (
    <div className="search-management-page">
      <PageHeader
        title="Search Management"
        subtitle="The search index, its sync queue, exports and the settings searches run with."
        actions={
          <>
            <Button onClick={() => void forceSync()} disabled={syncing}>
              {syncing ? 'Syncing…' : 'Force Sync'}
            </Button>
            <Button variant="ghost" onClick={() => void status.mutate()} disabled={status.isValidating} aria-label="Refresh the search status">
              {status.isValidating ? 'Refreshing...' : 'Refresh'}
            </Button>
          </>
        }
      />
      <Cards status={s} />
      {s && s.unavailable.length > 0 && <p className="muted">Could not read: {s.unavailable.join(', ')}.</p>}
      <Tabs<Tab> tabs={tabs} value={tab} onChange={setTab} label="Search management">
        {tab === 'export' ? (
          <>
            <Panel title="Export Options">
              <ExportForm choice={choice} onChange={setChoice} onStart={(type) => void start(type, choice)} busy={busy} />
            </Panel>
            <Panel title="Recent Exports">{history.data ? <ExportHistoryTable exports={history.data.exports} caption="The 10 newest exports" /> : <p className="muted">Loading…</p>}</Panel>
          </>
        ) : tab === 'performance' ? (
          <Panel title="Sync and usage">
            <dl className="search-facts">
              <dt>Last sync</dt>
              <dd>{s?.lastSync ? `${relativeTime(s.lastSync.at)}: ${s.lastSync.ok ? 'succeeded' : `failed (${s.lastSync.error ?? 'unknown error'})`}, ${s.lastSync.products} products` : 'No sync yet'}</dd>
              <dt>Searches this month</dt>
              <dd>{s?.quota ? n(s.quota.searchOperations) : '—'}</dd>
              <dt>Index writes this month</dt>
              <dd>{s?.quota ? n(s.quota.writeOperations) : '—'}</dd>
              <dt>Checked</dt>
              <dd>{s ? relativeTime(s.checkedAt) : '—'} (every 30 seconds)</dd>
            </dl>
            <p className="muted">Response times per route, engine time and cache figures are on the Performance Monitor.</p>
          </Panel>
        ) : tab === 'synonyms' ? (
          <SynonymsPanel />
        ) : (
          <Panel title="Search settings">{settings.data ? <SearchSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} onSave={save} pending={saving} /> : <p className="muted">Loading settings…</p>}</Panel>
        )}
      </Tabs>
    </div>
  );
}
