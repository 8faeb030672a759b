import { useState } from 'react';
import type { AdminOrderDetail } from '../../../../../shared/orders/admin-order-views';
import { apiSend } from '@/lib/api-client';
import { AdminDialog } from '../ui/admin-dialog';
import { FormActions } from '../ui/form-actions';
import { FormField } from '../ui/form-field';
import { money } from '../ui/money';
import { useConfirm } from '../ui/use-confirm';
import { useStaffAction } from '../ui/use-staff-action';

/** Whether the risk check is holding this order for a staff decision. */
export const isHeldForReview = (order: AdminOrderDetail): boolean => order.status === 'processing' && Boolean(order.heldReason);

/**
 * A held order's review (issue 17): why the risk rules held it, and the two decisions. Approve delivers the reserved
 * keys as after any payment; Reject refunds the whole payment and puts the keys back. Each asks first.
 */
export function HeldOrderReview({ order, onDecided }: { order: AdminOrderDetail; onDecided(next: AdminOrderDetail): void }) {
  const [confirm, dialog] = useConfirm();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const params = { params: { orderId: order.orderId } };
  const approve = useStaffAction(() => apiSend('POST', '/api/admin/orders/{orderId}/approve', params), {
    success: () => 'Order approved; keys delivered',
    failure: 'Failed to approve order',
  });
  const reject = useStaffAction((why: string) => apiSend('POST', '/api/admin/orders/{orderId}/reject', { ...params, body: { reason: why } }), {
    success: () => 'Order rejected and refunded',
    failure: 'Failed to reject order',
  });
  const amount = money(order.payment.totalCents, 'USD');
  return (
    <section className="admin-held-review" aria-label="Held for review">
      <h2>Held for review</h2>
      <p>{order.heldReason}</p>
      <div className="admin-order-actions" role="group" aria-label="Review decision">
        <button
          type="button"
          className="btn btn-primary"
          disabled={approve.pending || reject.pending}
          onClick={async () => {
            const ok = await confirm({ title: 'Approve this order?', message: `The reserved keys go to ${order.customer.email} at once, as after any payment.`, confirmLabel: 'Approve', destructive: false });
            if (!ok) return;
            const next = await approve.run();
            if (next) onDecided(next);
          }}
        >
          {approve.pending ? 'Approving...' : 'Approve'}
        </button>
        <button type="button" className="btn btn-danger" disabled={approve.pending || reject.pending} onClick={() => setRejecting(true)}>
          Reject
        </button>
      </div>
      {dialog}
      <AdminDialog open={rejecting} onClose={() => setRejecting(false)} title="Reject and refund this order">
        <form
          className="admin-form"
          onSubmit={async (e) => {
            e.preventDefault();
            if (!reason.trim()) return setError('Give a reason');
            const next = await reject.run(reason.trim());
            if (next) {
              setRejecting(false);
              setReason('');
              setError(undefined);
              onDecided(next);
            }
          }}
        >
          <p>{amount} goes back to the customer and the reserved keys return to stock. This cannot be undone.</p>
          <FormField label="Reason" error={error}>
            <textarea value={reason} maxLength={400} onChange={(e) => setReason(e.currentTarget.value)} />
          </FormField>
          <FormActions label="Reject and refund" pendingLabel="Rejecting..." pending={reject.pending} onCancel={() => setRejecting(false)} destructive />
        </form>
      </AdminDialog>
    </section>
  );
}
