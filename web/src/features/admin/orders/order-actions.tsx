import { useState } from 'react';
import type { AdminOrderDetail } from '../../../../../shared/orders/admin-order-views';
import { apiSend } from '@/lib/api-client';
import { useConfirm } from '../ui/use-confirm';
import { useStaffAction } from '../ui/use-staff-action';
import { RefundDialog, type RefundTarget } from './refund-dialog';

/** Refund the whole order, send the keys again, resend the confirmation: each asks first. */
export function OrderActions({ order, onChanged }: { order: AdminOrderDetail; onChanged(): void }) {
  const [confirm, dialog] = useConfirm();
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  const params = { params: { orderId: order.orderId } };
  const redeliver = useStaffAction(() => apiSend('POST', '/api/admin/orders/{orderId}/redeliver', params), {
    success: (r) => `Keys e-mail sent again to ${r.sentTo}`,
    failure: 'Failed to re-deliver order',
  });
  const resend = useStaffAction(() => apiSend('POST', '/api/admin/orders/{orderId}/resend-email', params), {
    success: (r) => `Confirmation sent again to ${r.sentTo}`,
    failure: 'Failed to resend e-mail',
  });
  const paid = order.paidAt !== null;
  const hasKeys = order.items.some((i) => i.keys.some((k) => k.status === 'delivered'));
  return (
    <div className="admin-order-actions" role="group" aria-label="Order actions">
      {paid && order.status !== 'refunded' && (
        <button type="button" className="btn btn-secondary" onClick={() => setRefunding({ orderId: order.orderId, label: `Order ${order.orderNumber}`, amountCents: order.payment.totalCents - order.payment.refundedCents })}>
          Refund order
        </button>
      )}
      {hasKeys && (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={redeliver.pending}
          onClick={async () => {
            const ok = await confirm({ title: 'Re-deliver keys?', message: `The keys-ready e-mail goes again to ${order.customer.email}, linking to the same keys. No new key is allocated.`, confirmLabel: 'Re-deliver', destructive: false });
            if (ok && (await redeliver.run())) onChanged();
          }}
        >
          {redeliver.pending ? 'Sending...' : 'Re-deliver'}
        </button>
      )}
      {paid && (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={resend.pending}
          onClick={async () => {
            const ok = await confirm({ title: 'Resend e-mail?', message: `The order confirmation goes again to ${order.customer.email}.`, confirmLabel: 'Resend e-mail', destructive: false });
            if (ok && (await resend.run())) onChanged();
          }}
        >
          {resend.pending ? 'Sending...' : 'Resend e-mail'}
        </button>
      )}
      {dialog}
      <RefundDialog
        target={refunding}
        onClose={() => setRefunding(null)}
        onDone={() => {
          setRefunding(null);
          onChanged();
        }}
      />
    </div>
  );
}
