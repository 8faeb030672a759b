import type { OrderItem } from '../lib/data/entities/order';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { backoffMs, pause, type TxWrite } from './transaction-types';
import { announceStock } from './announce-stock';
import { statusCountWrites } from './order-status-counts';

/**
 * Ends a pending order that will not be paid (its payment expired, failed or never opened) and puts its reserved keys
 * back in stock, with the counters, in one transaction. An order that has moved on (paid meanwhile) is left alone,
 * so a late expiry can never undo a payment. True when this call released it.
 */
export async function releaseReservation(deps: Pick<Deps, 'store' | 'now' | 'queues'>, orderId: string, reason: string): Promise<boolean> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const order = (await deps.store.entities.order.get({ orderId }).go({ consistent: true })).data;
    if (!order || order.status !== 'pending') return false;
    const held = await stillReserved(deps, order);
    const result = await deps.store.transaction
      .write(({ order: orders, productKey, variant, ...tx }) => [
        ...statusCountWrites({ order: orders, productKey, variant, ...tx }, order.status, 'failed'),
        orders
          .patch({ orderId })
          .set({ status: 'failed', fulfilmentStatus: 'failed', failureReason: reason, processedAt: deps.now().toISOString(), version: order.version + 1 })
          .where(({ status, version }, { eq }) => `${eq(status, 'pending')} AND ${eq(version, order.version)}`)
          .commit() as TxWrite,
        ...returnReservedKeys({ productKey, variant }, orderId, held),
      ])
      .go();
    if (!result.canceled) {
      logger.info('reservation released', { orderId, reason, keys: held.reduce((n, h) => n + h.keyIds.length, 0) });
      await announceStock(deps, held.filter((h) => h.keyIds.length).map((h) => h.item.productId));
      return true;
    }
    await pause(backoffMs(attempt));
  }
  throw new Error(`Could not release the reservation of order ${orderId}; it will be retried.`);
}

type KeyTx = Pick<Parameters<Parameters<Deps['store']['transaction']['write']>[0]>[0], 'productKey' | 'variant'>;

/**
 * The writes that put an order's still-reserved keys back in stock: each key made available again on condition it is
 * still reserved for this order, and its variant's available count raised by as many. For a transaction of the caller's.
 */
export function returnReservedKeys(tx: KeyTx, orderId: string, held: Awaited<ReturnType<typeof stillReserved>>): TxWrite[] {
  return held.flatMap(({ item, keyIds }) => [
    ...keyIds.map(
      (keyId) =>
        tx.productKey
          .patch({ keyId })
          .set({ status: 'available' })
          .remove(['orderId', 'reservedUntil'])
          .where(({ status, orderId: owner }, { eq }) => `${eq(status, 'reserved')} AND ${eq(owner, orderId)}`)
          .commit() as TxWrite,
    ),
    ...(keyIds.length ? [tx.variant.patch({ productId: item.productId, variantId: item.variantId }).add({ availableKeys: keyIds.length }).commit() as TxWrite] : []),
  ]);
}

/** The order's keys that are still reserved for it (a retry after a partial failure must not touch others). */
export async function stillReserved(deps: Pick<Deps, 'store'>, order: OrderItem) {
  return Promise.all(
    order.items
      .filter((item) => item.reservedKeyIds.length > 0)
      .map(async (item) => {
        const keys = await deps.store.entities.productKey.get(item.reservedKeyIds.map((keyId) => ({ keyId }))).go({ consistent: true });
        return { item, keyIds: keys.data.filter((k) => k.status === 'reserved' && k.orderId === order.orderId).map((k) => k.keyId) };
      }),
  );
}
