import { useState } from 'react';
import type { AdminOrderDetail } from '../../../../../shared/orders/admin-order-views';
import { fulfilmentStatuses, orderStatuses, type FulfilmentStatus, type OrderStatus } from '../../../../../shared/orders/order-status';
import { apiSend } from '@/lib/api-client';
import { Panel } from '../ui/page-parts';
import { statusLabel } from '../ui/status-badge';
import { useStaffAction } from '../ui/use-staff-action';

/** Order Management (§2, admin only): both statuses set by hand; the server applies it only to the version shown here. */
export function OrderManagement({ order, onSaved }: { order: AdminOrderDetail; onSaved(next: AdminOrderDetail): void }) {
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const [fulfilment, setFulfilment] = useState<FulfilmentStatus>(order.fulfilmentStatus);
  const update = useStaffAction(
    () => apiSend('PUT', '/api/admin/orders/{orderId}/status', { params: { orderId: order.orderId }, body: { status, fulfilmentStatus: fulfilment, version: order.version } }),
    { success: 'Order updated successfully', failure: 'Failed to update order', generic: true },
  );
  return (
    <Panel title="Order Management">
      <form
        className="admin-form"
        onSubmit={async (e) => {
          e.preventDefault();
          const next = await update.run();
          if (next) onSaved(next);
        }}
      >
        <div className="admin-form-row">
          <div className="field admin-field">
            <label htmlFor="order-status">Order status</label>
            <select id="order-status" value={status} onChange={(e) => setStatus(e.currentTarget.value as OrderStatus)}>
              {orderStatuses.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </select>
          </div>
          <div className="field admin-field">
            <label htmlFor="order-fulfilment">Fulfillment status</label>
            <select id="order-fulfilment" value={fulfilment} onChange={(e) => setFulfilment(e.currentTarget.value as FulfilmentStatus)}>
              {fulfilmentStatuses.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <button type="submit" className="btn btn-primary" disabled={update.pending}>
            {update.pending ? 'Updating...' : 'Update Order'}
          </button>
        </div>
      </form>
    </Panel>
  );
}
