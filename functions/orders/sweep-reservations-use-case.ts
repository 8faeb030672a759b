import { reservationLapsed, reservationMinutes } from '../../shared/orders/reservation';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { releaseReservation } from './release-reservation';

export interface SweepResult {
  examined: number;
  released: number;
  paidLate: number;
}

/**
 * Pending orders created before the cut-off have outlived their reservation. Each is checked with the provider first:
 * a session that was paid after all is queued for settlement like its webhook would be; one still open is expired
 * (so it can no longer be paid) and the keys go back; a completed but still unpaid one (a delayed bank payment) waits.
 * Reads only the pending partition of the status index, oldest first.
 */
export async function sweepReservations(deps: Pick<Deps, 'store' | 'now' | 'payments' | 'queues'>, limit = 200): Promise<SweepResult> {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - reservationMinutes * 60_000).toISOString();
  const pending = await deps.store.entities.order.query.byStatus({ status: 'pending' }).lt({ createdAt: cutoff }).go({ limit });
  let released = 0;
  let paidLate = 0;
  for (const order of pending.data) {
    if (!reservationLapsed(order.reservedUntil, now)) continue;
    try {
      if (!order.paymentSessionId) {
        if (await releaseReservation(deps, order.orderId, 'No payment session was opened.')) released++;
        continue;
      }
      const session = await deps.payments.expireSession(order.paymentSessionId);
      if (session.status === 'complete' && session.paymentStatus === 'paid') {
        await deps.queues.orders.send({ orderId: order.orderId, event: 'paid', eventId: `sweep-${order.orderId}`, sessionId: session.id, ...(session.paymentIntentId ? { paymentIntentId: session.paymentIntentId } : {}) });
        paidLate++;
      } else if (session.status !== 'complete') {
        if (await releaseReservation(deps, order.orderId, 'The payment session expired before payment.')) released++;
      }
    } catch (error) {
      logger.error('could not sweep an order; the next run tries again', { orderId: order.orderId, error });
    }
  }
  return { examined: pending.data.length, released, paidLate };
}
