import type { AdminOrderDetail } from '../../../../../shared/orders/admin-order-views';
import { money } from '../ui/money';
import { Panel } from '../ui/page-parts';

/** Customer Information and Payment Information (§2), with the spec's fallbacks. */
export function OrderFacts({ order }: { order: AdminOrderDetail }) {
  const { customer, payment } = order;
  return (
    <div className="admin-order-grid">
      <Panel title="Customer Information">
        <dl className="admin-order-dl">
          <dt>Name</dt>
          <dd>{customer.fullName ?? (customer.guest ? 'Guest User' : (customer.username ?? 'N/A'))}</dd>
          <dt>Email</dt>
          <dd>{customer.email}</dd>
          <dt>Country</dt>
          <dd>{customer.country ?? 'N/A'}</dd>
          <dt>Phone</dt>
          <dd>{customer.phone ?? 'N/A'}</dd>
        </dl>
      </Panel>
      <Panel title="Payment Information">
        <dl className="admin-order-dl">
          <dt>Total</dt>
          <dd>{money(payment.totalCents, payment.currency)}</dd>
          {payment.refundedCents > 0 && (
            <>
              <dt>Refunded</dt>
              <dd>{money(payment.refundedCents, payment.currency)}</dd>
            </>
          )}
          <dt>Currency</dt>
          <dd>{payment.currency}</dd>
          <dt>Payment method</dt>
          <dd>{payment.method}</dd>
          <dt>Session id</dt>
          <dd>
            <code>{payment.sessionId ?? 'N/A'}</code>
          </dd>
        </dl>
      </Panel>
    </div>
  );
}
