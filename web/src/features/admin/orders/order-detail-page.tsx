import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { getHref } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { useRole } from '@/lib/auth/use-role';
import { useApi } from '@/lib/use-api';
import { notifyError } from '../ui/notify';
import { EmptyState, LoadError, PageHeader, Panel } from '../ui/page-parts';
import { exactTime, relativeTime } from '../ui/relative-time';
import { StatusBadge } from '../ui/status-badge';
import { HeldOrderReview, isHeldForReview } from './held-order-review';
import { OrderActions } from './order-actions';
import { OrderFacts } from './order-facts';
import { OrderLines } from './order-lines';
import { OrderManagement } from './order-management';
import { OrderNotes } from './order-notes';
import { OrderTimeline } from './order-timeline';
import './orders.css';

const backToOrders = (
  <Link className="btn btn-ghost" to={getHref('adminOrders')}>
    ← Back to Orders
  </Link>
);

/** One order for staff (§2 Order detail): lines and keys, customer, payment, management, notes and the timeline. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const { role } = useRole();
  const { data: order, error, mutate } = useApi('/api/admin/orders/{orderId}', { params: { orderId } });
  const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
  useEffect(() => {
    if (error && !notFound) notifyError('Failed to fetch order details', error, { generic: true });
  }, [error, notFound]);

  if (notFound) {
    return (
      <div className="admin-order-detail">
        <PageHeader title="Order not found" actions={backToOrders} />
        <EmptyState title="Order not found" hint="The requested order could not be found" />
      </div>
    );
  }
  if (error && !order) return <LoadError message="Failed to fetch order details" onRetry={() => void mutate()} />;
  if (!order) {
    return (
      <div className="admin-order-detail">
        <PageHeader title="Order details" actions={backToOrders} />
        <p className="muted">Loading order...</p>
      </div>
    );
  }

  return (
    <div className="admin-order-detail">
      <PageHeader
        title={`Order ${order.orderNumber || `#${order.orderId.slice(0, 8)}`}`}
        subtitle={
          <>
            Placed <time dateTime={order.createdAt} title={exactTime(order.createdAt)}>{relativeTime(order.createdAt)}</time>
          </>
        }
        actions={backToOrders}
      />
      <div className="admin-order-badges" aria-label="Order status">
        <StatusBadge status={order.status} />
        <StatusBadge status={order.fulfilmentStatus} />
        {isHeldForReview(order) && <span className="badge badge-warning">Held for review</span>}
      </div>
      {isHeldForReview(order) ? <HeldOrderReview order={order} onDecided={(next) => void mutate(next, { revalidate: false })} /> : <OrderActions order={order} onChanged={() => void mutate()} />}
      <Panel title="Order Items">
        <OrderLines order={order} onChanged={() => void mutate()} />
      </Panel>
      <OrderFacts order={order} />
      <div className="admin-order-grid">
        {role === 'admin' && <OrderManagement order={order} onSaved={(next) => void mutate(next, { revalidate: false })} />}
        <OrderNotes order={order} onSaved={(next) => void mutate(next, { revalidate: false })} />
      </div>
      <Panel title="Order Timeline">
        <OrderTimeline events={order.timeline} />
      </Panel>
    </div>
  );
}
