import { settledStatus } from '../../shared/orders/order-status';
import { ownedKeyRecord } from '../orders/owned-key-record';
import type { PreorderEntryItem } from '../lib/data/entities/preorder-entry';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { sendOrderEmail } from '../orders/order-emails';
import { backoffMs, pause, type TxWrite } from '../orders/transaction-types';
import { preorderTallyWrites } from './preorder-tally-writes';
import { withKeys } from '../orders/keyed-lock';
import { leaveDueIndex } from '../orders/leave-due-index';
import { statusCountWrites } from '../orders/order-status-counts';

export interface FulfilmentResult {
  fulfilled: number;
  stillWaiting: boolean;
  /** Orders that became complete with this run. */
  completedOrders: string[];
}

type QueueDeps = Pick<Deps, 'store' | 'now' | 'config' | 'mailer' | 'guestLinks'>;

const candidatesPerAttempt = 5;
const maxAttempts = 8;

/**
 * Gives available keys to the waiting units of a variant's queue, oldest payment first. Each unit's delivery is one
 * transaction: the key sold to the order, the counters, the entry fulfilled, the owned-key record and the order's
 * progress (complete with its last unit), so no entry is fulfilled twice and no order loses its key.
 */
export function fulfilVariantQueue(deps: QueueDeps, productId: string, variantId: string): Promise<FulfilmentResult> {
  // Records of one batch run side by side; two runs for one variant must not overtake each other in its queue.
  return withKeys([`preorder-queue#${variantId}`], () => serveQueue(deps, productId, variantId));
}

async function serveQueue(deps: QueueDeps, productId: string, variantId: string): Promise<FulfilmentResult> {
  let fulfilled = 0;
  const completedOrders: string[] = [];
  for (;;) {
    const waiting = await deps.store.entities.preorderEntry.query.queue({ variantId, status: 'waiting' }).go({ limit: 25 });
    if (waiting.data.length === 0) return { fulfilled, stillWaiting: false, completedOrders };
    for (const entry of waiting.data) {
      const outcome = await deliverUnit(deps, productId, entry);
      if (outcome === 'sold_out') return { fulfilled, stillWaiting: true, completedOrders };
      if (outcome === 'skipped') continue;
      fulfilled++;
      if (outcome === 'completed') completedOrders.push(entry.orderId);
    }
  }
}

async function deliverUnit(deps: QueueDeps, productId: string, entry: PreorderEntryItem): Promise<'delivered' | 'completed' | 'sold_out' | 'skipped'> {
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const [order, candidates, current] = await Promise.all([
      deps.store.entities.order.get({ orderId: entry.orderId }).go({ consistent: true }),
      deps.store.entities.productKey.query.byVariantStatus({ variantId: entry.variantId, status: 'available' }).go({ limit: candidatesPerAttempt }),
      deps.store.entities.preorderEntry.get({ variantId: entry.variantId, entryId: entry.entryId }).go({ consistent: true }),
    ]);
    if (!order.data || current.data?.status !== 'waiting') return 'skipped';
    if (candidates.data.length === 0) return 'sold_out';
    const key = candidates.data[Math.floor(Math.random() * candidates.data.length)]!;
    const o = order.data;
    const item = o.items.find((i) => i.itemId === entry.itemId);
    if (!item) return 'skipped';
    const items = o.items.map((i) => (i.itemId === entry.itemId ? { ...i, delivered: i.delivered + 1 } : i));
    const settled = settledStatus(items);
    const now = deps.now().toISOString();
    const result = await deps.store.transaction
      .write(({ productKey, variant, preorderEntry, orderKey, order: orders, ...tx }) => [
        ...statusCountWrites({ productKey, variant, preorderEntry, orderKey, order: orders, ...tx }, o.status, settled.status),
        productKey
          .patch({ keyId: key.keyId })
          .set({ status: 'sold', soldAt: now, orderId: entry.orderId })
          .where(({ status }, { eq }) => eq(status, 'available'))
          .commit() as TxWrite,
        variant
          .patch({ productId, variantId: entry.variantId })
          .subtract({ availableKeys: 1 })
          .where(({ availableKeys }, { gt }) => gt(availableKeys, 0))
          .commit() as TxWrite,
        leaveDueIndex(
          preorderEntry.patch({ variantId: entry.variantId, entryId: entry.entryId }).set({ status: 'fulfilled', fulfilledAt: now, keyId: key.keyId }),
          entry,
        )
          .where(({ status }, { eq }) => eq(status, 'waiting'))
          .commit() as TxWrite,
        ...preorderTallyWrites(tx, [entry], -1),
        orderKey
          .create(ownedKeyRecord(o, item, key, now))
          .commit() as TxWrite,
        orders
          .patch({ orderId: o.orderId })
          .set({ items, status: settled.status, fulfilmentStatus: settled.fulfilment, version: o.version + 1, processedAt: now })
          .where(({ version }, { eq }) => eq(version, o.version))
          .commit() as TxWrite,
      ])
      .go();
    if (!result.canceled) {
      const done = settled.status === 'completed';
      if (done) {
        await sendOrderEmail(deps, { ...o, items, status: settled.status }, o.items.some((i) => i.delivery === 'preorder') ? 'preorder-delivered' : 'keys-ready').catch((error: unknown) =>
          logger.error('delivery e-mail failed', { orderId: o.orderId, error }),
        );
      }
      return done ? 'completed' : 'delivered';
    }
    await pause(backoffMs(attempt));
  }
  // Contention every time: leave it for the message's retry rather than call the variant sold out.
  throw new Error(`Could not deliver queue entry ${entry.entryId} after ${maxAttempts} attempts`);
}
