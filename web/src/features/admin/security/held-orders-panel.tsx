import { Link } from 'react-router-dom';
import type { HeldOrderView } from '../../../../../shared/security/security-views';
import { useApi } from '@/lib/use-api';
import { columnsFor, DataTable } from '../ui/data-table';
import { money } from '../ui/money';
import { notifyError } from '../ui/notify';
import { LoadError, Panel } from '../ui/page-parts';
import { exactTime, relativeTime } from '../ui/relative-time';

const col = columnsFor<HeldOrderView>();
const columns = col.columns([
  col.accessor('orderNumber', { header: 'Order', cell: ({ row: { original: o } }) => <Link to={`/admin/orders/${o.orderId}`}>{o.orderNumber}</Link> }),
  col.accessor('email', { header: 'Customer' }),
  col.accessor('totalCents', { header: 'Total', cell: (c) => money(c.getValue(), 'USD') }),
  col.accessor('riskScore', { header: 'Score', cell: (c) => <span className={c.getValue() >= 60 ? 'badge badge-danger' : 'badge badge-warning'}>{c.getValue()}</span> }),
  col.accessor('reason', { header: 'Why it is held' }),
  col.accessor((o) => o.paidAt ?? '', { id: 'paid', header: 'Paid', cell: (c) => (c.getValue() ? <time dateTime={c.getValue()} title={exactTime(c.getValue())}>{relativeTime(c.getValue())}</time> : '—') }),
]);

/** Orders waiting for a decision; each opens on its order page, where Approve and Reject are. */
export function HeldOrdersPanel() {
  const held = useApi('/api/admin/security/held-orders', {}, { onError: (e) => notifyError('Failed to fetch held orders', e, { generic: true }) });
  if (held.error && !held.data) return <LoadError message="Failed to fetch held orders" onRetry={() => void held.mutate()} />;
  return (
    <Panel title="Orders Held for Review">
      {held.data ? <DataTable columns={columns} data={held.data} caption="Orders held for review" getRowId={(o) => o.orderId} empty="No orders are waiting for review" /> : <p className="muted">Loading…</p>}
    </Panel>
  );
}
