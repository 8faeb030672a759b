import { useState } from 'react';
import type { AdminOrderDetail } from '../../../../../shared/orders/admin-order-views';
import { apiSend } from '@/lib/api-client';
import { money } from '../ui/money';
import { RevealableKey } from '../ui/revealable-key';
import { StatusBadge } from '../ui/status-badge';
import { RefundDialog, type RefundTarget } from './refund-dialog';

/** Order Items (§2): each line with its facts, its keys masked (reveal and copy are audited by the server) and instructions. */
export function OrderLines({ order, onChanged }: { order: AdminOrderDetail; onChanged(): void }) {
  const [refunding, setRefunding] = useState<RefundTarget | null>(null);
  const reveal = (keyId: string) => async () => (await apiSend('POST', '/api/admin/orders/{orderId}/keys/{keyId}/reveal', { params: { orderId: order.orderId, keyId } })).key;
  // A held order is decided as a whole (Approve or Reject), not refunded line by line.
  const refundable = order.status !== 'pending' && order.status !== 'refunded' && order.payment.paymentIntentId !== null && !(order.status === 'processing' && order.heldReason);
  return (
    <>
      {order.items.map((item) => (
        <article className="admin-order-line" key={item.itemId} aria-label={item.productName}>
          {item.imageUrl ? <img src={item.imageUrl} alt="" loading="lazy" /> : <span className="admin-order-thumb" aria-hidden="true" />}
          <div>
            <h3>{item.productName}</h3>
            <p className="admin-order-facts muted">
              <span>{item.productType.replaceAll('_', ' ')}</span>
              <span>{item.platform.name}</span>
              <span>{item.region.name}</span>
              {item.faceValue && <span>{item.faceValue}</span>}
              <span>
                {item.quantity} × {money(item.unitCents, 'USD')}
              </span>
            </p>
            {item.keys.length > 0 && (
              <ul className="admin-order-keys" aria-label="Product keys">
                {item.keys.map((k) => (
                  <li key={k.keyId}>
                    {k.status === 'delivered' ? <RevealableKey masked={k.maskedKey} reveal={reveal(k.keyId)} /> : <code>{k.maskedKey}</code>}
                    <StatusBadge status={k.status} />
                    {k.revealedAt && <span className="muted">revealed by the buyer</span>}
                  </li>
                ))}
              </ul>
            )}
            {item.activationInstructions && <p className="admin-order-instructions">{item.activationInstructions}</p>}
          </div>
          <div className="admin-order-line-side">
            <p>
              <strong>{money(item.totalCents, 'USD')}</strong>
            </p>
            <StatusBadge status={item.status} />
            {refundable && item.status !== 'refunded' && (
              <p>
                <button
                  type="button"
                  className="btn btn-ghost btn-small"
                  onClick={() => setRefunding({ orderId: order.orderId, itemId: item.itemId, label: item.productName, amountCents: item.unitCents * (item.quantity - item.refunded) })}
                >
                  Refund item
                </button>
              </p>
            )}
          </div>
        </article>
      ))}
      <RefundDialog
        target={refunding}
        onClose={() => setRefunding(null)}
        onDone={() => {
          setRefunding(null);
          onChanged();
        }}
      />
    </>
  );
}
