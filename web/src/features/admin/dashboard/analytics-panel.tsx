import { useState } from 'react';
import type { AnalyticsView } from '../../../../../shared/analytics/analytics-view';
import { useApi } from '@/lib/use-api';
import { durationText } from '../ui/duration';
import { LoadError, Panel, StatCard, StatGrid } from '../ui/page-parts';
import { Tabs, type TabItem } from '../ui/tabs';
import { PopularProductsTab, RecentActivityTab, SystemConfigTab } from './analytics-tabs';
import { ViewsChart } from './views-chart';

type TabId = 'popular' | 'recent' | 'config';
const tabs: TabItem<TabId>[] = [
  { id: 'popular', label: 'Popular Products' },
  { id: 'recent', label: 'Recent Activity' },
  { id: 'config', label: 'System Config' },
];

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The analytics panel (back-office §2): four cards over the last 24 hours, views per day, and the three tabs, all from
 * `GET /api/admin/analytics` (counters kept on write). Refresh Data asks the server again; the figures are never cached.
 */
export function AnalyticsPanel() {
  const { data, error, isValidating, mutate } = useApi('/api/admin/analytics', undefined, { revalidateOnFocus: false });
  const [tab, setTab] = useState<TabId>('popular');
  const refresh = (
    <button type="button" className="btn btn-secondary" onClick={() => void mutate()} disabled={isValidating} aria-busy={isValidating}>
      {isValidating ? 'Refreshing…' : 'Refresh Data'}
    </button>
  );
  if (error && !data) {
    return (
      <Panel title="Analytics" actions={refresh}>
        <LoadError message="Failed to fetch analytics data" onRetry={() => void mutate()} />
      </Panel>
    );
  }
  return (
    <Panel title="Analytics" actions={refresh} className="dashboard-analytics">
      {error && <p role="alert" className="field-error">Failed to fetch analytics data</p>}
      <StatGrid>
        <StatCard label="Views (24h)" value={data ? count(data.cards.views) : '—'} hint={data ? `${count(data.cards.productViews)} product views` : undefined} />
        <StatCard label="Active Users (24h)" value={data ? count(data.cards.activeUsers) : '—'} hint={data ? `${count(data.cards.activeSessions)} ${data.cards.activeSessions === 1 ? 'session' : 'sessions'}` : undefined} />
        <StatCard label="Purchases (24h)" value={data ? count(data.cards.purchases) : '—'} hint="Completed orders" />
        <StatCard label="Avg Session" value={data?.cards.averageSessionSeconds != null ? durationText(data.cards.averageSessionSeconds) : '—'} hint="Sessions started in 24h" />
      </StatGrid>
      <ViewsChart days={data?.viewsPerDay} />
      <Tabs<TabId> tabs={tabs} value={tab} onChange={setTab} label="Analytics">
        {!data ? <p className="muted">Loading…</p> : <AnalyticsTab tab={tab} data={data} />}
      </Tabs>
    </Panel>
  );
}

function AnalyticsTab({ tab, data }: { tab: TabId; data: AnalyticsView }) {
  if (tab === 'popular') return <PopularProductsTab products={data.popularProducts} />;
  if (tab === 'recent') return <RecentActivityTab activity={data.recentActivity} />;
  return <SystemConfigTab />;
}
