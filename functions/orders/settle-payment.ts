import { monotonicFactory } from 'ulid';
import { ownedKeyRecord } from './owned-key-record';
import { settledStatus } from '../../shared/orders/order-status';
import { refundDueAt } from '../../shared/orders/preorder-queue';
import { shardedScopes } from '../lib/data/entities/sales-counter';
import type { OrderItem } from '../lib/data/entities/order';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { sendOrderEmail, sendOrderEmails } from './order-emails';
import { allowEverything, type RiskAssessor } from './risk-assessor';
import { backoffMs, pause, type TxWrite } from './transaction-types';
import { statusCountWrites } from './order-status-counts';
import { gaugeWrite } from '../security/security-counts';
import { rescoreAfterOrder } from '../security/risk/rescore-user';
import { preorderTallyWrites } from '../preorders/preorder-tally-writes';

/** Entry ids sort by payment time and, within one millisecond, by order of creation: the queue's tie-break. */
const entryId = monotonicFactory();

export type SettleDeps = Pick<Deps, 'store' | 'now' | 'config' | 'mailer' | 'guestLinks' | 'payments' | 'queues'>;

export type SettleOutcome = 'settled' | 'already-settled' | 'held' | 'not-found' | 'refunded-late';

/**
 * The payment of an order went through. In one transaction: its reserved keys become sold to it (with an owned-key
 * record each), its pre-order and backorder units join their queues in payment order, the order moves to its settled
 * status, the day's and all-time sales counters rise, the buyer's own order figures rise, and a purchase record per product notes what the buyer bought. Conditioned on the order still pending at the version read,
 * so a repeated or concurrent delivery settles it once. The buyer is told afterwards; a crash between the two only
 * repeats the telling step on retry.
 */
export async function settlePayment(
  deps: SettleDeps,
  orderId: string,
  payment: { paymentIntentId?: string | undefined; paidAt?: string | undefined },
  risk: RiskAssessor = allowEverything,
): Promise<SettleOutcome> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const order = (await deps.store.entities.order.get({ orderId }).go({ consistent: true })).data;
    if (!order) return 'not-found';
    if (order.status === 'failed' && order.fulfilmentStatus === 'failed' && !order.paidAt) return refundLatePayment(deps, order, payment.paymentIntentId);
    if (order.status !== 'pending') {
      await tellBuyer(deps, order);
      return order.heldReason && order.status === 'processing' ? 'held' : 'already-settled';
    }
    const now = deps.now().toISOString();
    // The payment's own time when the provider gave one (never later than now): it places pre-order units in the queue.
    const paidAt = payment.paidAt && payment.paidAt < now ? payment.paidAt : now;
    const paymentIntentId = payment.paymentIntentId ?? order.paymentIntentId;
    const verdict = await risk.assessDelivery(paymentIntentId ? { ...order, paymentIntentId } : order);
    if (verdict.action === 'hold') {
      const held = await deps.store.transaction
        .write((tx) => [
          tx.order
            .patch({ orderId })
            .set({ status: 'processing', fulfilmentStatus: 'pending', heldReason: verdict.reason, paidAt, ...(paymentIntentId ? { paymentIntentId } : {}), version: order.version + 1 })
            .where(({ status, version }, { eq }) => `${eq(status, 'pending')} AND ${eq(version, order.version)}`)
            .commit() as TxWrite,
          ...statusCountWrites(tx, 'pending', 'processing'),
          gaugeWrite(tx, 'held', 1),
        ])
        .go()
        .then((r) => !r.canceled)
        .catch(() => false);
      if (held) {
        logger.warn('order held for review', { orderId, reason: verdict.reason });
        return 'held';
      }
      continue;
    }
    const result = await settleTransaction(deps, { ...order, paidAt: order.paidAt ?? paidAt }, now, paymentIntentId);
    if (result) {
      await tellBuyer(deps, result);
      return 'settled';
    }
    await pause(backoffMs(attempt));
  }
  throw new Error(`Order ${orderId} could not be settled; the message will be retried.`);
}

/**
 * The settling transaction over an order as read: pending after its payment, or `processing` when staff approve a held
 * one (`approvedBy`), which also records the decision and clears the hold. Null when the order or a key changed meanwhile.
 */
export async function settleTransaction(deps: SettleDeps, order: OrderItem, now: string, paymentIntentId: string | undefined, approvedBy?: string): Promise<OrderItem | null> {
  // The keys reserved at checkout, with their masks: the transaction's conditions prove they are still this order's.
  const keyItems = order.items.map((item) => item.reservedKeyIds.map((keyId, i) => ({ keyId, maskedKey: item.reservedMasks[i] ?? '****' })));
  const items = order.items.map((item) => ({ ...item, delivered: item.delivery === 'instant' ? item.reservedKeyIds.length : 0 }));
  const { status, fulfilment } = settledStatus(items);
  const units = order.items.reduce((n, i) => n + i.quantity, 0);
  const review = approvedBy ? { reviewDecision: 'approved' as const, reviewedBy: approvedBy, reviewedAt: now } : {};
  const { heldReason: _held, ...unheld } = order;
  const settled: OrderItem = {
    ...(approvedBy ? unheld : order),
    ...review,
    items,
    status,
    fulfilmentStatus: fulfilment,
    paidAt: order.paidAt ?? now,
    processedAt: now,
    ...(paymentIntentId ? { paymentIntentId } : {}),
    version: order.version + 1,
  };
  const graceDays = deps.config.PREORDER_REFUND_GRACE_DAYS;
  const result = await deps.store.transaction
    .write(({ order: orders, productKey, orderKey, preorderEntry, salesCounter, paymentLink, productPurchase, userOrderStats, ...others }) => [
      ...statusCountWrites({ order: orders, productKey, orderKey, preorderEntry, salesCounter, paymentLink, productPurchase, userOrderStats, ...others }, order.status, status),
      ...(approvedBy ? [gaugeWrite(others, 'held', -1)] : []),
      ...(paymentIntentId ? [paymentLink.put({ paymentIntentId, orderId: order.orderId }).commit() as TxWrite] : []),
      orders
        .patch({ orderId: order.orderId })
        .set({ items, status, fulfilmentStatus: fulfilment, paidAt: order.paidAt ?? now, processedAt: now, version: settled.version, ...(paymentIntentId ? { paymentIntentId } : {}), ...review })
        .remove(approvedBy ? ['heldReason'] : [])
        .where(({ status: current, version }, { eq }) => `${eq(current, order.status)} AND ${eq(version, order.version)}`)
        .commit() as TxWrite,
      ...order.items.flatMap((item, i) => {
        if (item.delivery !== 'instant') {
          const due = item.delivery === 'preorder' ? refundDueAt(item.expectedDeliveryDate, graceDays) : null;
          return Array.from({ length: item.quantity }, () =>
            preorderEntry
              .create({
                entryId: entryId(),
                variantId: item.variantId,
                productId: item.productId,
                orderId: order.orderId,
                itemId: item.itemId,
                ownerKey: order.ownerKey,
                // In payment order, whatever order the payment events arrived in (a held order keeps its payment time).
                queuedAt: order.paidAt ?? now,
                status: 'waiting',
                kind: item.delivery === 'preorder' ? 'preorder' : 'backorder',
                ...(due ? { refundDueAt: due } : {}),
              })
              .commit() as TxWrite,
          );
        }
        const keys = keyItems[i]!;
        return [
          ...keys.flatMap((key) => [
            productKey
              .patch({ keyId: key.keyId })
              .set({ status: 'sold', soldAt: now })
              .remove(['reservedUntil'])
              .where(({ status: keyStatus, orderId }, { eq }) => `${eq(keyStatus, 'reserved')} AND ${eq(orderId, order.orderId)}`)
              .commit() as TxWrite,
            orderKey
              .create(ownedKeyRecord(order, item, key, now))
              .commit() as TxWrite,
          ]),
        ];
      }),
      ...shardedScopes(new Date(now)).map(
        (scope) => salesCounter.update({ scope }).add({ orders: 1, units, revenueCents: order.totalCents }).commit() as TxWrite,
      ),
      // The buyer's figures in the back office's user list (a guest has no account to count them on): item 95 of 100.
      ...(order.userId
        ? [userOrderStats.update({ userId: order.userId }).add({ orders: 1, spentCents: order.totalCents }).set({ lastOrderAt: now }).commit() as TxWrite]
        : []),
      // The back office's waiting tallies: at most one per queued unit, and a queued unit costs one item where a key costs two.
      ...preorderTallyWrites(
        others,
        order.items.filter((item) => item.delivery !== 'instant').flatMap((item) => Array.from({ length: item.quantity }, () => item)),
        1,
      ),
      // One per product (an item may appear once in a transaction): what makes the buyer a verified reviewer later.
      ...[...new Set(order.items.map((item) => item.productId))].map(
        (productId) => productPurchase.put({ ownerKey: order.ownerKey, productId, orderId: order.orderId, paidAt: now }).commit() as TxWrite,
      ),
    ])
    .go();
  if (result.canceled) {
    logger.warn('settling transaction cancelled; retrying', { orderId: order.orderId, codes: (result.data as { code?: string }[]).map((d) => d.code) });
    return null;
  }
  await rescoreAfterOrder(deps, order);
  return settled;
}

export async function tellBuyer(deps: SettleDeps, order: OrderItem) {
  if (order.status === 'pending' || order.status === 'failed' || (order.status === 'processing' && order.heldReason)) return;
  await tellTracking(deps, order);
  const keysReady = order.items.some((i) => i.delivery === 'instant' && i.delivered > 0);
  await sendOrderEmails(deps, order, [{ kind: 'order-confirmed' }, ...(keysReady ? [{ kind: 'keys-ready' as const }] : [])]);
}

/**
 * Money arrived for an order whose reservation had already been released (the provider completed it after our sweep
 * gave up on it). Nobody pays for a key that is not there: the payment is refunded in full and the order says so.
 */
async function refundLatePayment(deps: SettleDeps, order: OrderItem, paymentIntentId: string | undefined): Promise<SettleOutcome> {
  if (!paymentIntentId) return 'already-settled';
  await deps.payments.refund({
    paymentIntentId,
    amountCents: order.totalCents,
    idempotencyKey: `late-payment-${order.orderId}`,
    metadata: { orderId: order.orderId, reason: 'reservation_released' },
  });
  const refunded = { ...order, status: 'refunded' as const, refundedCents: order.totalCents, paymentIntentId };
  const result = await deps.store.transaction
    .write((tx) => [
      tx.order
        .patch({ orderId: order.orderId })
        .set({ status: 'refunded', refundedCents: order.totalCents, paymentIntentId, failureReason: 'Paid after the reservation had expired; refunded in full.', version: order.version + 1 })
        .where(({ version }, { eq }) => eq(version, order.version))
        .commit() as TxWrite,
      ...statusCountWrites(tx, order.status, 'refunded'),
    ])
    .go();
  if (result.canceled) throw new Error(`Order ${order.orderId} changed while its late payment was refunded; the message will be retried.`);
  await sendOrderEmail(deps, refunded, 'refunded', `refunded:${order.totalCents}`);
  return 'refunded-late';
}

/**
 * The paid order on the journey of the tracking session that checked out. Only logged if it fails: analytics must never
 * hold up a buyer's keys (storefront §8), and the consumer applies a repeat once.
 */
async function tellTracking(deps: SettleDeps, order: OrderItem) {
  if (!order.trackingSessionId || !order.paidAt) return;
  await deps.queues.tracking
    .send({ kind: 'purchase', sessionId: order.trackingSessionId, orderId: order.orderId, valueCents: order.totalCents, at: Date.parse(order.paidAt), ...(order.items[0] ? { productId: order.items[0].productId } : {}) })
    .catch((error: unknown) => logger.warn('purchase not sent to tracking', { orderId: order.orderId, error }));
}
