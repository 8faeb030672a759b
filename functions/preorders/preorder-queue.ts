import { daysSince, type PreorderProductRow, type PreorderQueueRow, type PreorderQueueView } from '../../shared/content/preorder-queue-views';
import type { Deps } from '../lib/deps';
import { queuePage } from './preorder-queue-page';

type QueueDeps = Pick<Deps, 'store' | 'cursors' | 'now'>;

/**
 * The back office's pre-order queue (§2), read from counters kept on write instead of the queue itself: the waiting
 * tallies (one Query of their single partition) give the cards' units and products and which variants wait; the oldest
 * waiting entry (a limit-1 Query of the status index) the oldest wait; per waiting variant, its queue's head (limit 1)
 * the product's oldest; the table's page is a cursor Query of the status index (preorder-queue-page.ts). The cost grows
 * with the variants that have a backlog and the rows shown, never with the number of units waiting.
 */
export async function preorderQueue(deps: QueueDeps, page: { cursor?: string | undefined; limit: number }): Promise<PreorderQueueView> {
  const { preorderEntry, preorderTally } = deps.store.entities;
  const [tallies, oldest, shown] = await Promise.all([
    preorderTally.query.byVariant({}).go({ pages: 'all' }),
    preorderEntry.query.byStatus({ status: 'waiting' }).go({ limit: 1, attributes: ['queuedAt'] }),
    queuePage(deps, page),
  ]);
  const waiting = tallies.data.filter((t) => t.waiting > 0);
  const productIds = [...new Set(waiting.map((t) => t.productId))];
  const orderIds = [...new Set(shown.rows.map((r) => r.entry.orderId))];
  const [products, variants, orders, heads] = await Promise.all([
    productIds.length ? deps.store.entities.product.get(productIds.map((productId) => ({ productId }))).go() : Promise.resolve({ data: [] }),
    waiting.length ? deps.store.entities.variant.get(waiting.map(({ productId, variantId }) => ({ productId, variantId }))).go() : Promise.resolve({ data: [] }),
    orderIds.length ? deps.store.entities.order.get(orderIds.map((orderId) => ({ orderId }))).go() : Promise.resolve({ data: [] }),
    Promise.all(waiting.map((t) => preorderEntry.query.queue({ variantId: t.variantId, status: 'waiting' }).go({ limit: 1, attributes: ['queuedAt'] }))),
  ]);
  const productById = new Map(products.data.map((p) => [p.productId, p]));
  const stock = new Map(variants.data.map((v) => [v.variantId, v.availableKeys]));
  const orderNumbers = new Map(orders.data.map((o) => [o.orderId, o.orderNumber]));
  const name = (productId: string) => productById.get(productId)?.name ?? productId;

  const perProduct = new Map<string, { units: number; oldest: string; keys: number }>();
  waiting.forEach((t, i) => {
    const head = heads[i]!.data[0]?.queuedAt;
    const seen = perProduct.get(t.productId) ?? { units: 0, oldest: head ?? '', keys: 0 };
    perProduct.set(t.productId, {
      units: seen.units + t.waiting,
      oldest: head && (!seen.oldest || head < seen.oldest) ? head : seen.oldest,
      keys: seen.keys + Math.max(0, stock.get(t.variantId) ?? 0),
    });
  });
  const rows: PreorderProductRow[] = [...perProduct]
    .map(([productId, p]) => {
      const product = productById.get(productId);
      return {
        productId,
        productName: name(productId),
        isPreorder: product?.isPreorder ?? false,
        expectedDeliveryDate: product?.expectedDeliveryDate ?? null,
        waitingUnits: p.units,
        oldestQueuedAt: p.oldest,
        availableKeys: p.keys,
      };
    })
    .sort((a, b) => a.oldestQueuedAt.localeCompare(b.oldestQueuedAt));
  const items: PreorderQueueRow[] = shown.rows.map(({ entry: e, position, variantPosition }) => ({
    entryId: e.entryId,
    position,
    variantPosition,
    productId: e.productId,
    productName: name(e.productId),
    variantId: e.variantId,
    orderId: e.orderId,
    orderNumber: orderNumbers.get(e.orderId) ?? null,
    customerId: e.ownerKey.startsWith('guest:') ? 'guest' : e.ownerKey,
    queuedAt: e.queuedAt,
    status: e.status === 'cancelling' ? 'cancelling' : 'waiting',
    kind: e.kind,
  }));
  const oldestAt = oldest.data[0]?.queuedAt;
  return {
    summary: {
      totalWaiting: waiting.reduce((n, t) => n + t.waiting, 0),
      productsWaiting: rows.length,
      oldestDays: oldestAt ? daysSince(oldestAt, deps.now()) : null,
    },
    products: rows,
    queue: { items, nextCursor: shown.nextCursor },
  };
}
