import { createHash } from 'node:crypto';
import { ConflictError, NotFoundError, ServiceUnavailableError, UnprocessableError } from '../../shared/errors/domain-errors';
import { sumCents } from '../../shared/orders/money';
import { isPaid, settledStatus } from '../../shared/orders/order-status';
import type { RefundResult } from '../../shared/orders/order-views';
import { refundVerdict, type RefundActor } from '../../shared/orders/refund-eligibility';
import type { OrderItem } from '../lib/data/entities/order';
import type { OrderKeyItem } from '../lib/data/entities/order-key';
import type { PreorderEntryItem } from '../lib/data/entities/preorder-entry';
import { shardedScopes } from '../lib/data/entities/sales-counter';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { sendOrderEmail } from './order-emails';
import type { TxWrite } from './transaction-types';
import { announceStock } from './announce-stock';
import { leaveDueIndex } from './leave-due-index';
import { orderUnits } from './order-units';
import { statusCountWrites } from './order-status-counts';
import { preorderTallyWrites } from '../preorders/preorder-tally-writes';

type RefundDeps = Pick<Deps, 'store' | 'now' | 'config' | 'payments' | 'mailer' | 'guestLinks' | 'queues'>;

/** One unit to refund: a delivered key or a waiting queue entry, at the unit price paid. */
type Unit = { kind: 'key'; key: OrderKeyItem; unitCents: number } | { kind: 'entry'; entry: PreorderEntryItem; unitCents: number };

export interface RefundTarget {
  /** One line; all lines when absent. */
  itemId?: string | undefined;
  /** Particular keys of the order; all refundable units of the target when absent. */
  keyIds?: readonly string[] | undefined;
}

/**
 * Refunds units of a paid order, in three steps that a crash cannot tear: the units are claimed (`refunding`, or
 * `cancelling` for queue entries, so nobody reveals or fulfils them meanwhile); the provider refunds their price under
 * an idempotency key; then one transaction returns unrevealed keys to stock, retires revealed ones, frees the queue
 * places, lowers the order's balance and raises the refund counters. If the provider refuses, the claims are undone.
 */
export async function refundOrder(deps: RefundDeps, orderId: string, target: RefundTarget, actor: RefundActor, reason: string): Promise<RefundResult> {
  const order = (await deps.store.entities.order.get({ orderId }).go({ consistent: true })).data;
  if (!order) throw new NotFoundError('Order not found.');
  if (!isPaid(order.status) || !order.paymentIntentId) throw new UnprocessableError('Only a paid order can be refunded.');
  if (target.itemId && !order.items.some((i) => i.itemId === target.itemId)) throw new NotFoundError('That item is not part of this order.');
  const { units, refusals } = await refundableUnits(deps, order, target, actor);
  if (units.length === 0) throw new UnprocessableError(refusals[0] ?? 'Nothing in this order can be refunded.');

  await claim(deps, units);
  const amountCents = sumCents(units.map((u) => u.unitCents));
  try {
    await deps.payments.refund({
      paymentIntentId: order.paymentIntentId,
      amountCents,
      idempotencyKey: `refund-${orderId}-${unitsFingerprint(units)}`,
      metadata: { orderId, orderNumber: order.orderNumber, reason: reason.slice(0, 400) },
    });
  } catch (error) {
    await unclaim(deps, units);
    if (error instanceof ConflictError) throw error;
    logger.error('refund refused by the payment provider', { orderId, error });
    throw new ServiceUnavailableError('The refund could not be made right now; nothing changed. Please try again in a minute.', { cause: error });
  }
  const finished = await finishRefund(deps, orderId, units);
  return { orderId, refundedCents: amountCents, units: units.length, status: finished.status };
}

/**
 * The provider reports a charge refunded to `amountRefundedCents`. Units this store claimed but had not yet finished
 * (a crash between the provider's refund and the last step) are finished now; a full refund made outside the store
 * (in the provider's dashboard) refunds every remaining unit, revealed keys retired.
 */
export async function recordExternalRefund(deps: RefundDeps, orderId: string, amountRefundedCents: number): Promise<void> {
  const order = (await deps.store.entities.order.get({ orderId }).go({ consistent: true })).data;
  if (!order || amountRefundedCents <= order.refundedCents) return;
  const { keys, entries } = await orderUnits(deps, orderId);
  const price = (itemId: string) => order.items.find((i) => i.itemId === itemId)?.unitCents ?? 0;
  const claimed: Unit[] = [
    ...keys.filter((k) => k.status === 'refunding').map((key) => ({ kind: 'key' as const, key, unitCents: key.unitCents })),
    ...entries.filter((e) => e.status === 'cancelling').map((entry) => ({ kind: 'entry' as const, entry, unitCents: price(entry.itemId) })),
  ];
  if (claimed.length) await finishRefund(deps, orderId, claimed);
  const after = (await deps.store.entities.order.get({ orderId }).go({ consistent: true })).data!;
  if (amountRefundedCents >= after.totalCents && after.refundedCents < after.totalCents) {
    const rest: Unit[] = [
      ...keys.filter((k) => k.status === 'delivered').map((key) => ({ kind: 'key' as const, key, unitCents: key.unitCents })),
      ...entries.filter((e) => e.status === 'waiting').map((entry) => ({ kind: 'entry' as const, entry, unitCents: price(entry.itemId) })),
    ];
    if (rest.length) {
      await claim(deps, rest);
      await finishRefund(deps, orderId, rest);
    }
    logger.warn('order refunded outside the store', { orderId, amountRefundedCents });
  }
}

async function refundableUnits(deps: RefundDeps, order: OrderItem, target: RefundTarget, actor: RefundActor) {
  const { keys, entries } = await orderUnits(deps, order.orderId);
  const inTarget = (itemId: string) => !target.itemId || target.itemId === itemId;
  const wantedKeys = target.keyIds ? new Set(target.keyIds) : null;
  const now = deps.now();
  const units: Unit[] = [];
  const refusals: string[] = [];
  for (const key of keys) {
    if (!inTarget(key.itemId) || (wantedKeys && !wantedKeys.has(key.keyId))) continue;
    const verdict = refundVerdict({ state: key.status, deliveredAt: key.deliveredAt, revealedAt: key.revealedAt }, actor, now, deps.config.REFUND_WINDOW_DAYS);
    if (verdict.allowed) units.push({ kind: 'key', key, unitCents: key.unitCents });
    else refusals.push(verdict.reason);
  }
  if (!wantedKeys) {
    for (const entry of entries) {
      if (!inTarget(entry.itemId) || entry.status !== 'waiting') continue;
      units.push({ kind: 'entry', entry, unitCents: order.items.find((i) => i.itemId === entry.itemId)!.unitCents });
    }
  }
  if (wantedKeys && units.length < wantedKeys.size && refusals.length === 0) refusals.push('Some of those keys are not part of this order.');
  return { units, refusals };
}

async function claim(deps: RefundDeps, units: readonly Unit[]) {
  const result = await deps.store.transaction
    .write(({ orderKey, preorderEntry, preorderTally }) => [
      ...units.map((u) =>
        u.kind === 'key'
          ? (orderKey
              .patch({ orderId: u.key.orderId, keyId: u.key.keyId })
              .set({ status: 'refunding' })
              .where(({ status, revealedAt }, { eq, notExists }) => (u.key.revealedAt ? eq(status, 'delivered') : `${eq(status, 'delivered')} AND ${notExists(revealedAt)}`))
              .commit() as TxWrite)
          : (preorderEntry
              .patch({ variantId: u.entry.variantId, entryId: u.entry.entryId })
              .set({ status: 'cancelling' })
              .where(({ status }, { eq }) => eq(status, 'waiting'))
              .commit() as TxWrite),
      ),
      // Claimed units leave the waiting tallies now: a `cancelling` entry is no longer in the queue staff see.
      ...preorderTallyWrites({ preorderTally }, units.flatMap((u) => (u.kind === 'entry' ? [u.entry] : [])), -1),
    ])
    .go();
  if (result.canceled) throw new ConflictError('This order changed while the refund was being prepared (a key was revealed or delivered). Reload it and try again.');
}

async function unclaim(deps: RefundDeps, units: readonly Unit[]) {
  await Promise.all(
    units.map((u) =>
      u.kind === 'key'
        ? deps.store.entities.orderKey.patch({ orderId: u.key.orderId, keyId: u.key.keyId }).set({ status: 'delivered' }).where(({ status }, { eq }) => eq(status, 'refunding')).go()
        : // Each entry back with its tally, on its own: one entry already moved on must not keep the others claimed.
          deps.store.transaction
            .write(({ preorderEntry, preorderTally }) => [
              preorderEntry
                .patch({ variantId: u.entry.variantId, entryId: u.entry.entryId })
                .set({ status: 'waiting' })
                .where(({ status }, { eq }) => eq(status, 'cancelling'))
                .commit() as TxWrite,
              ...preorderTallyWrites({ preorderTally }, [u.entry], 1),
            ])
            .go(),
    ),
  );
}

async function finishRefund(deps: RefundDeps, orderId: string, units: readonly Unit[]): Promise<OrderItem> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const order = (await deps.store.entities.order.get({ orderId }).go({ consistent: true })).data!;
    const nowIso = deps.now().toISOString();
    const amountCents = sumCents(units.map((u) => u.unitCents));
    const perItem = new Map<string, number>();
    for (const u of units) {
      const itemId = u.kind === 'key' ? u.key.itemId : u.entry.itemId;
      perItem.set(itemId, (perItem.get(itemId) ?? 0) + 1);
    }
    const items = order.items.map((i) => ({ ...i, refunded: i.refunded + (perItem.get(i.itemId) ?? 0) }));
    const settled = settledStatus(items);
    const refundedCents = order.refundedCents + amountCents;
    const returned = units.filter((u): u is Extract<Unit, { kind: 'key' }> => u.kind === 'key' && !u.key.revealedAt);
    const byVariant = new Map<string, { productId: string; count: number }>();
    for (const u of returned) byVariant.set(u.key.variantId, { productId: u.key.productId, count: (byVariant.get(u.key.variantId)?.count ?? 0) + 1 });
    const result = await deps.store.transaction
      .write(({ order: orders, orderKey, productKey, preorderEntry, variant, salesCounter, ...tx }) => [
        ...statusCountWrites({ order: orders, orderKey, productKey, preorderEntry, variant, salesCounter, ...tx }, order.status, settled.status),
        orders
          .patch({ orderId })
          .set({ items, refundedCents, status: settled.status, fulfilmentStatus: settled.fulfilment, version: order.version + 1 })
          .where(({ version }, { eq }) => eq(version, order.version))
          .commit() as TxWrite,
        ...units.flatMap((u) => {
          if (u.kind === 'entry') {
            return [
              leaveDueIndex(preorderEntry.patch({ variantId: u.entry.variantId, entryId: u.entry.entryId }).set({ status: 'refunded', refundedAt: nowIso }), u.entry)
                .where(({ status }, { eq }) => eq(status, 'cancelling'))
                .commit() as TxWrite,
            ];
          }
          const revealed = Boolean(u.key.revealedAt);
          return [
            orderKey
              .patch({ orderId, keyId: u.key.keyId })
              .set({ status: revealed ? 'retired' : 'refunded', refundedAt: nowIso })
              .where(({ status }, { eq }) => eq(status, 'refunding'))
              .commit() as TxWrite,
            revealed
              ? (productKey.patch({ keyId: u.key.keyId }).set({ status: 'retired', retiredAt: nowIso }).commit() as TxWrite)
              : (productKey
                  .patch({ keyId: u.key.keyId })
                  .set({ status: 'available' })
                  .remove(['orderId', 'soldAt'])
                  .where(({ status, orderId: owner }, { eq }) => `${eq(status, 'sold')} AND ${eq(owner, orderId)}`)
                  .commit() as TxWrite),
          ];
        }),
        ...[...byVariant].map(([variantId, { productId, count }]) =>
          variant.patch({ productId, variantId }).add({ availableKeys: count }).commit() as TxWrite,
        ),
        ...shardedScopes(new Date(nowIso)).map(
          (scope) => salesCounter.update({ scope }).add({ refunds: 1, refundedCents: amountCents }).commit() as TxWrite,
        ),
      ])
      .go();
    if (!result.canceled) {
      const done: OrderItem = { ...order, items, refundedCents, status: settled.status, fulfilmentStatus: settled.fulfilment };
      await afterRefund(deps, done, byVariant);
      return done;
    }
  }
  throw new Error(`The refund of order ${orderId} was made but could not be recorded yet; the provider's refund event will finish it.`);
}

async function afterRefund(deps: RefundDeps, order: OrderItem, returned: Map<string, { productId: string; count: number }>) {
  await sendOrderEmail(deps, order, 'refunded', `refunded:${order.refundedCents}`).catch((error: unknown) => logger.error('refund e-mail failed', { orderId: order.orderId, error }));
  // Keys back in stock may serve waiting pre-orders first, and change what search shows.
  await Promise.all([...returned].map(([variantId, { productId }]) => deps.queues.preorders.send({ productId, variantId }))).catch((error: unknown) =>
    logger.error('could not offer returned keys to the pre-order queue', { orderId: order.orderId, error }),
  );
  await announceStock(deps, [...returned.values()].map((r) => r.productId));
}

function unitsFingerprint(units: readonly Unit[]): string {
  const ids = units.map((u) => (u.kind === 'key' ? `k:${u.key.keyId}` : `e:${u.entry.entryId}`)).sort();
  return createHash('sha256').update(ids.join(',')).digest('hex').slice(0, 32);
}
