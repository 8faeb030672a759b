import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { fulfilmentStatuses, orderStatuses } from '../../../../../shared/orders/order-status';
import { getHref } from '@/config/paths';
import { useApi } from '@/lib/use-api';
import { DataTable } from '../ui/data-table';
import { notifyError } from '../ui/notify';
import { EmptyState, LoadError, PageHeader, StatCard, StatGrid } from '../ui/page-parts';
import { statusLabel } from '../ui/status-badge';
import { usd } from '../ui/money';
import { orderColumns } from './order-columns';
import './orders.css';
import { useRole } from '@/lib/auth/use-role';
import { KeyLookupPanel } from './key-lookup-panel';
import { dateFilter } from './local-day-range';
import { OrderDateFilter } from './order-date-filter';
import { OrderExportButton } from './order-export-button';

type StatusFilter = 'all' | (typeof orderStatuses)[number];
type FulfilmentFilter = 'all' | (typeof fulfilmentStatuses)[number];
interface Paging {
  filterKey: string;
  trail: (string | undefined)[];
  cursor: string | undefined;
}

/**
 * The back office's orders (§2 Orders list): cards from the server's counters, search, filters (the creation dates
 * among them), a paged table, the CSV of everything the filters match, and the lookup of the order holding a key.
 */
export function OrdersPage() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [fulfilment, setFulfilment] = useState<FulfilmentFilter>('all');
  const [dates, setDates] = useState({ from: '', to: '' });
  // The dates as the staff member's local days, sent as instants; a half-filled or impossible range is not applied.
  const byDate = useMemo(() => dateFilter(dates.from, dates.to), [dates]);
  const range = byDate.range ?? {};
  const filters = { status, fulfilment, ...(q ? { q } : {}), ...range };
  // The cursor of this page and of the pages before it (Previous goes back the way Next came), for one set of filters:
  // a change of filters starts again at page one.
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState<Paging>({ filterKey, trail: [], cursor: undefined });
  const { trail, cursor } = paging.filterKey === filterKey ? paging : { trail: [], cursor: undefined };

  useEffect(() => {
    // The lookup needs two characters; a shorter query means no search yet.
    const handle = setTimeout(() => setQ(typed.trim().length >= 2 ? typed.trim() : ''), 300);
    return () => clearTimeout(handle);
  }, [typed]);

  const { data, error, mutate, isLoading } = useApi('/api/admin/orders', {
    query: { ...filters, ...(cursor ? { cursor } : {}) },
  });
  useEffect(() => {
    if (error) notifyError('Failed to fetch orders', error, { generic: true });
  }, [error]);

  const columns = useMemo(() => orderColumns(), []);
  const summary = data?.summary;
  const { role } = useRole();
  const filtered = Boolean(q) || status !== 'all' || fulfilment !== 'all' || Boolean(range.from);
  const figure = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('en-US'));

  return (
    <div className="admin-orders">
      <PageHeader
        title="Orders Management"
        subtitle={summary ? `${figure(summary.totalOrders)} ${summary.totalOrders === 1 ? 'order' : 'orders'}` : 'Loading orders...'}
        actions={<OrderExportButton filters={filters} fileName={range.from ? `orders-${dates.from}-${dates.to}.csv` : 'orders.csv'} disabled={byDate.problem !== null} />}
      />
      <StatGrid>
        <StatCard label="Total Orders" value={figure(summary?.totalOrders)} />
        {/* Revenue is admin only (§6): the server leaves it null for employees; the role keeps the card away while loading too. */}
        {role === 'admin' && summary?.revenueCents !== null && <StatCard label="Total Revenue" value={summary ? usd(summary.revenueCents ?? 0) : '—'} hint="Charged minus refunded" />}
        <StatCard label="Pending Orders" value={figure(summary?.pendingOrders)} />
        <StatCard label="Completed Orders" value={figure(summary?.completedOrders)} />
      </StatGrid>
      <div className="admin-toolbar" role="search">
        <label className="sr-only" htmlFor="orders-search">
          Search orders
        </label>
        <input id="orders-search" type="search" placeholder="Search orders, customers, emails" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
        <label>
          <span className="sr-only">Status</span>
          <select aria-label="Status filter" value={status} onChange={(e) => setStatus(e.currentTarget.value as StatusFilter)}>
            <option value="all">All statuses</option>
            {orderStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">Fulfillment</span>
          <select aria-label="Fulfillment filter" value={fulfilment} onChange={(e) => setFulfilment(e.currentTarget.value as FulfilmentFilter)}>
            <option value="all">All fulfillment</option>
            {fulfilmentStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <OrderDateFilter from={dates.from} to={dates.to} problem={byDate.problem} onChange={setDates} />
      </div>
      {error && !data ? (
        <LoadError message="Failed to fetch orders" onRetry={() => void mutate()} />
      ) : (
        <DataTable
          caption="Orders, newest first"
          columns={columns}
          data={data?.items ?? []}
          getRowId={(row) => row.orderId}
          empty={
            isLoading ? 'Loading orders...' : filtered ? <EmptyState title="No orders found" hint="Try adjusting your search or filters" /> : <EmptyState title="No orders found" hint="No orders have been placed yet" />
          }
        />
      )}
      <nav className="admin-pager" aria-label="Pages of orders">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={trail.length === 0}
          onClick={() => setPaging({ filterKey, trail: trail.slice(0, -1), cursor: trail[trail.length - 1] })}
        >
          Previous
        </button>
        <span className="muted">Page {trail.length + 1}</span>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!data?.nextCursor}
          onClick={() => setPaging({ filterKey, trail: [...trail, cursor], cursor: data?.nextCursor ?? undefined })}
        >
          Next
        </button>
      </nav>
      <KeyLookupPanel />
      <p className="sr-only">
        <Link to={getHref('admin')}>Back to the dashboard</Link>
      </p>
    </div>
  );
}
