import { ConflictError, NotFoundError, ServiceUnavailableError, UnprocessableError } from '../../../shared/errors/domain-errors';
import type { OrderItem } from '../../lib/data/entities/order';
import type { Deps } from '../../lib/deps';
import { logger } from '../../lib/http/logger';
import { announceStock } from '../../orders/announce-stock';
import { sendOrderEmail } from '../../orders/order-emails';
import { statusCountWrites } from '../../orders/order-status-counts';
import { returnReservedKeys, stillReserved } from '../../orders/release-reservation';
import { backoffMs, pause, type TxWrite } from '../../orders/transaction-types';
import { resolveOrderAlerts } from '../alerts/resolve-alert';
import { gaugeWrite } from '../security-counts';
import { isHeld } from './approve-held-order';

type RejectDeps = Pick<Deps, 'store' | 'now' | 'config' | 'payments' | 'mailer' | 'guestLinks' | 'queues'>;

/**
 * Staff reject a held order, in three steps a crash cannot tear: the order is claimed (`rejecting`, so an approval can
 * no longer settle it); the provider refunds the whole payment under the order's idempotency key; then one transaction
 * puts its reserved keys back in stock and marks it refunded. A retry after a crash resumes from the claim; a refusal
 * by the provider undoes the claim and changes nothing.
 */
export async function rejectHeldOrder(deps: RejectDeps, orderId: string, staffId: string, reason: string): Promise<OrderItem> {
  let order = await claim(deps, orderId);
  if (order.reviewDecision === 'rejected') return order;
  if (!order.paymentIntentId) throw new UnprocessableError('This order has no payment to refund; release it from the order page instead.');
  try {
    await deps.payments.refund({
      paymentIntentId: order.paymentIntentId,
      amountCents: order.totalCents,
      idempotencyKey: `reject-${orderId}`,
      metadata: { orderId, orderNumber: order.orderNumber, reason: `Rejected after review: ${reason}`.slice(0, 400) },
    });
  } catch (error) {
    await deps.store.entities.order
      .patch({ orderId })
      .remove(['reviewDecision'])
      .set({ version: order.version + 1 })
      .where(({ reviewDecision, version }, { eq }) => `${eq(reviewDecision, 'rejecting')} AND ${eq(version, order.version)}`)
      .go()
      .catch((e: unknown) => logger.error('could not undo a rejection claim', { orderId, error: e }));
    if (error instanceof ConflictError) throw error;
    logger.error('refund of a rejected order refused by the payment provider', { orderId, error });
    throw new ServiceUnavailableError('The refund could not be made right now; nothing changed. Please try again in a minute.', { cause: error });
  }
  for (let attempt = 0; attempt < 8; attempt++) {
    const done = await finish(deps, order, staffId, reason);
    if (done) {
      await resolveOrderAlerts(deps, orderId, staffId);
      await announceStock(deps, [...new Set(order.items.map((i) => i.productId))]);
      await sendOrderEmail(deps, done, 'refunded', `refunded:${done.totalCents}`).catch((error: unknown) => logger.error('rejection e-mail failed', { orderId, error }));
      return done;
    }
    await pause(backoffMs(attempt));
    order = (await deps.store.entities.order.get({ orderId }).go({ consistent: true })).data!;
  }
  throw new Error(`Could not finish rejecting order ${orderId}; rejecting it again resumes where this stopped.`);
}

/** The held order, claimed for rejection (or already claimed or rejected: a retry goes on from there). */
async function claim(deps: RejectDeps, orderId: string): Promise<OrderItem> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const order = (await deps.store.entities.order.get({ orderId }).go({ consistent: true })).data;
    if (!order) throw new NotFoundError('Order not found.');
    if (order.reviewDecision === 'rejecting' || order.reviewDecision === 'rejected') return order;
    if (!isHeld(order)) throw new ConflictError('This order is not waiting for review.');
    const claimed = await deps.store.entities.order
      .patch({ orderId })
      .set({ reviewDecision: 'rejecting', version: order.version + 1 })
      .where(({ status, version }, { eq }) => `${eq(status, 'processing')} AND ${eq(version, order.version)}`)
      .go({ response: 'all_new' })
      .then((r) => r.data as OrderItem)
      .catch(() => null);
    if (claimed) return claimed;
    await pause(backoffMs(attempt));
  }
  throw new ConflictError('The order changed while it was being rejected; reload it and try again.');
}

async function finish(deps: RejectDeps, order: OrderItem, staffId: string, reason: string): Promise<OrderItem | null> {
  const now = deps.now().toISOString();
  const held = await stillReserved(deps, order);
  const rejected: OrderItem = {
    ...order,
    status: 'refunded',
    fulfilmentStatus: 'failed',
    refundedCents: order.totalCents,
    reviewDecision: 'rejected',
    reviewedBy: staffId,
    reviewedAt: now,
    failureReason: `Rejected after review: ${reason}`,
    version: order.version + 1,
  };
  const result = await deps.store.transaction
    .write(({ order: orders, productKey, variant, ...tx }) => [
      ...statusCountWrites({ order: orders, productKey, variant, ...tx }, order.status, 'refunded'),
      gaugeWrite(tx, 'held', -1),
      orders
        .patch({ orderId: order.orderId })
        .set({ status: 'refunded', fulfilmentStatus: 'failed', refundedCents: order.totalCents, reviewDecision: 'rejected', reviewedBy: staffId, reviewedAt: now, failureReason: rejected.failureReason!, processedAt: now, version: rejected.version })
        .where(({ reviewDecision, version }, { eq }) => `${eq(reviewDecision, 'rejecting')} AND ${eq(version, order.version)}`)
        .commit() as TxWrite,
      ...returnReservedKeys({ productKey, variant }, order.orderId, held),
    ])
    .go();
  if (result.canceled) {
    logger.warn('rejection transaction cancelled; retrying', { orderId: order.orderId });
    return null;
  }
  logger.info('held order rejected and refunded', { orderId: order.orderId, by: staffId, keys: held.reduce((n, h) => n + h.keyIds.length, 0) });
  return rejected;
}
