import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { refundOrder } from './refund-order';

/**
 * Pre-order units still waiting past their refund date (the expected delivery date plus the grace period) are refunded
 * in full, per order, as the storefront promises. Reads only the due index up to now, oldest first.
 */
export async function refundLatePreorders(deps: Pick<Deps, 'store' | 'now' | 'config' | 'payments' | 'mailer' | 'guestLinks' | 'queues'>, limit = 500) {
  const now = deps.now().toISOString();
  const due = await deps.store.entities.preorderEntry.query.byDue({}).lte({ refundDueAt: now }).go({ limit });
  const byItem = new Map<string, { orderId: string; itemId: string }>();
  for (const entry of due.data) if (entry.status === 'waiting') byItem.set(`${entry.orderId}/${entry.itemId}`, { orderId: entry.orderId, itemId: entry.itemId });
  let refunded = 0;
  for (const { orderId, itemId } of byItem.values()) {
    try {
      const result = await refundOrder(deps, orderId, { itemId }, 'staff', 'Pre-order not delivered in time: automatic refund');
      refunded += result.units;
    } catch (error) {
      logger.error('late pre-order could not be refunded; the next run tries again', { orderId, itemId, error });
    }
  }
  return { due: due.data.length, refunded };
}
