import { Link } from 'react-router-dom';
import type { DashboardOrder } from '../../../../../shared/people/dashboard-view';
import { getHref } from '@/config/paths';
import { money } from '../ui/money';
import { EmptyState, Panel } from '../ui/page-parts';
import { exactTime, relativeTime } from '../ui/relative-time';
import { StatusBadge } from '../ui/status-badge';

/** The latest 5 orders (back-office §2): product name, date, amount and status, each opening its order. */
export function RecentOrdersPanel({ orders }: { orders: DashboardOrder[] | undefined }) {
  return (
    <Panel title="Recent Gift Card Orders" actions={<Link to={getHref('adminOrders')}>View all</Link>}>
      {!orders ? (
        <p className="muted">Loading…</p>
      ) : orders.length === 0 ? (
        <EmptyState title="No orders yet. Start selling gaming gift cards!" />
      ) : (
        <ul className="dashboard-orders">
          {orders.map((o) => (
            <li key={o.orderId}>
              <div>
                <Link to={getHref('adminOrder', { orderId: o.orderId })} className="dashboard-order-name">
                  {o.productName}
                  {o.moreLines > 0 && <span className="muted"> +{o.moreLines} more</span>}
                </Link>
                <p className="muted">
                  {o.orderNumber} · <time dateTime={o.createdAt} title={exactTime(o.createdAt)}>{relativeTime(o.createdAt)}</time>
                </p>
              </div>
              <div className="dashboard-order-side">
                <strong>{money(o.totalCents, o.currency)}</strong>
                <StatusBadge status={o.status} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
