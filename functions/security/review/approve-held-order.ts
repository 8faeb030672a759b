import { ConflictError, NotFoundError } from '../../../shared/errors/domain-errors';
import type { OrderItem } from '../../lib/data/entities/order';
import { backoffMs, pause } from '../../orders/transaction-types';
import { settleTransaction, tellBuyer, type SettleDeps } from '../../orders/settle-payment';
import { resolveOrderAlerts } from '../alerts/resolve-alert';

/** A held order is `processing` with a hold reason and no decision yet. */
export const isHeld = (order: OrderItem): boolean => order.status === 'processing' && Boolean(order.heldReason) && !order.reviewDecision;

/**
 * Staff approve a held order: the same settling transaction a clean payment gets (its reserved keys sold to it, the
 * counters moved), conditioned on the order as read, so an approve racing a reject or another approve settles once.
 * The buyer is told as after any payment, and the hold's alert is resolved by the approver.
 */
export async function approveHeldOrder(deps: SettleDeps, orderId: string, staffId: string): Promise<OrderItem> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const order = (await deps.store.entities.order.get({ orderId }).go({ consistent: true })).data;
    if (!order) throw new NotFoundError('Order not found.');
    if (order.reviewDecision === 'approved' && order.reviewedBy === staffId) return order;
    if (!isHeld(order)) throw new ConflictError('This order is not waiting for review.');
    const settled = await settleTransaction(deps, order, deps.now().toISOString(), order.paymentIntentId, staffId);
    if (settled) {
      await resolveOrderAlerts(deps, orderId, staffId);
      await tellBuyer(deps, settled);
      return settled;
    }
    await pause(backoffMs(attempt));
  }
  throw new ConflictError('The order changed while it was being approved; reload it and try again.');
}
