import type { PopularProduct, RecentActivityLine, SystemConfigView } from '../../../../../shared/analytics/analytics-view';
import { useApi } from '@/lib/use-api';
import { EmptyState, LoadError } from '../ui/page-parts';
import { columnsFor, DataTable } from '../ui/data-table';
import { usd } from '../ui/money';

import { exactTime, relativeTime } from '../ui/relative-time';
import { Badge } from '@/components/ui/badge';
import { durationText } from '../ui/duration';
import { PlatformMark } from '../ui/platform-mark';

const popularCol = columnsFor<PopularProduct>();
const popularColumns = popularCol.columns([
  popularCol.accessor('name', { header: 'Product' }),
  popularCol.accessor('views', { header: 'Views' }),
  popularCol.accessor('uniqueViewers', { header: 'Unique viewers' }),
  popularCol.accessor((p) => p.averageViewSeconds ?? -1, {
    id: 'averageView',
    header: 'Avg view',
    cell: ({ row }) => (row.original.averageViewSeconds === null ? <span className="muted">—</span> : durationText(row.original.averageViewSeconds)),
  }),
]);

/** Popular Products: the 7 days' top 10 by views (back-office §2, §9). */
export function PopularProductsTab({ products }: { products: PopularProduct[] }) {
  return (
    <DataTable
      columns={popularColumns}
      data={products}
      caption="Most viewed products, last 7 days"
      getRowId={(p) => p.productId}
      empty={<EmptyState title="No product views in the last 7 days" hint="Views appear here as shoppers open product pages." />}
    />
  );
}

/** Recent Activity: the 20 newest product views and purchases, with the visitor's country. */
export function RecentActivityTab({ activity }: { activity: RecentActivityLine[] }) {
  if (activity.length === 0) return <EmptyState title="No recent activity" hint="Product views and purchases of the last two days show here." />;
  return (
    <ul className="dashboard-activity">
      {activity.map((a) => (
        <li key={`${a.at}-${a.kind}-${a.orderId ?? a.productId ?? ''}`}>
          <span className={`dashboard-activity-kind dashboard-activity-${a.kind}`}>{a.kind === 'viewed' ? 'Viewed' : 'Purchased'}</span>
          <span className="dashboard-activity-what">
            {a.productName ?? 'An order'}
            {a.kind === 'purchased' && a.valueCents !== null && <span className="muted"> · {usd(a.valueCents)}</span>}
          </span>
          <time dateTime={a.at} title={exactTime(a.at)} className="muted">
            {relativeTime(a.at)}
          </time>
          <span className="dashboard-activity-country" title={a.countryCode ? `Country ${a.countryCode}` : 'Country unknown'}>
            {a.countryCode ?? '—'}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** System Config, fetched when the tab opens: the panel's figures need not wait for reference data. */
export function SystemConfigTab() {
  const { data, error, mutate } = useApi('/api/admin/analytics/system-config');
  if (error) return <LoadError message="Failed to fetch analytics data" onRetry={() => void mutate()} />;
  if (!data) return <p className="muted">Loading…</p>;
  return <SystemConfigLists config={data} />;
}

/** The store's languages, regions and platforms at a glance. */
export function SystemConfigLists({ config }: { config: SystemConfigView }) {
  return (
    <div className="dashboard-system-config">
      <section aria-label="Languages">
        <h3>Languages</h3>
        <ul>
          {config.languages.map((l) => (
            <li key={l.code}>
              <code>{l.code}</code> {l.nativeName} {l.isActive ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">Inactive</Badge>}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Regions">
        <h3>Regions</h3>
        <ul>
          {config.regions.map((r) => (
            <li key={r.code}>
              {r.isGlobal ? <Badge variant="accent">Global</Badge> : <code>{r.code}</code>} {r.name}
              {r.restrictions && <span className="muted"> · {r.restrictions}</span>}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Platforms">
        <h3>Platforms</h3>
        <ul>
          {config.platforms.map((p) => (
            <li key={p.code}>
              <PlatformMark code={p.code} name={p.name} iconUrl={p.iconUrl} size={18} /> {p.name} <code>{p.code}</code>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
