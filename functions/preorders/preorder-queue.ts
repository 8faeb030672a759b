import { daysSince, type PreorderProductRow, type PreorderQueueRow, type PreorderQueueView } from '../../shared/content/preorder-queue-views';
import type { Deps } from '../lib/deps';
import { queuePage } from './preorder-queue-page';

type QueueDeps = Pick<Deps, 'store' | 'cursors' | 'now'>;

/**
 * The back office's pre-order queue (§2), read from counters kept on write instead of the queue itself: the waiting
 * tallies (one Query of their single partition) give the cards' units and products and which variants wait; the oldest
 * waiting entry (a limit-1 Query of the status index) the oldest wait; BatchGets the names and the waiting variants'
 * keys in stock; the table's page is a cursor Query of the status index with its places (preorder-queue-page.ts). The
 * cost grows with the variants that have a backlog and the rows shown, never with the number of units waiting.
 */
export async function preorderQueue(deps: QueueDeps, page: { cursor?: string | undefined; limit: number }): Promise<PreorderQueueView> {
  const { preorderEntry, preorderTally, product, variant, order } = deps.store.entities;
  // Two independent chains, so the request waits for the longer one only: the tallies and what they name, and the page
  // with its order numbers.
  const backlog = preorderTally.query
    .byVariant({})
    .go({ pages: 'all' })
    .then(async (tallies) => {
      const waiting = tallies.data.filter((t) => t.waiting > 0);
      const productIds = [...new Set(waiting.map((t) => t.productId))];
      const [products, variants] = await Promise.all([
        productIds.length ? product.get(productIds.map((productId) => ({ productId }))).go({ attributes: ['productId', 'name', 'isPreorder', 'expectedDeliveryDate'] }) : Promise.resolve({ data: [] }),
        waiting.length
          ? variant.get(waiting.map(({ productId, variantId }) => ({ productId, variantId }))).go({ concurrency: 4, attributes: ['variantId', 'availableKeys'] })
          : Promise.resolve({ data: [] }),
      ]);
      return { waiting, products, variants };
    });
  const shown = queuePage(deps, page).then(async (rows) => {
    const orderIds = [...new Set(rows.rows.map((r) => r.entry.orderId))];
    const orders = orderIds.length ? await order.get(orderIds.map((orderId) => ({ orderId }))).go({ attributes: ['orderId', 'orderNumber'] }) : { data: [] };
    return { ...rows, orders };
  });
  const [{ waiting, products, variants }, { rows: placed, nextCursor, orders }, oldest] = await Promise.all([
    backlog,
    shown,
    preorderEntry.query.byStatus({ status: 'waiting' }).go({ limit: 1, attributes: ['queuedAt'] }),
  ]);
  const productById = new Map(products.data.map((p) => [p.productId, p]));
  const stock = new Map(variants.data.map((v) => [v.variantId, v.availableKeys]));
  const orderNumbers = new Map(orders.data.map((o) => [o.orderId, o.orderNumber]));
  const name = (productId: string) => productById.get(productId)?.name ?? productId;

  const perProduct = new Map<string, { units: number; keys: number }>();
  for (const t of waiting) {
    const seen = perProduct.get(t.productId) ?? { units: 0, keys: 0 };
    perProduct.set(t.productId, { units: seen.units + t.waiting, keys: seen.keys + Math.max(0, stock.get(t.variantId) ?? 0) });
  }
  const rows: PreorderProductRow[] = [...perProduct]
    .map(([productId, p]) => {
      const product = productById.get(productId);
      return {
        productId,
        productName: name(productId),
        isPreorder: product?.isPreorder ?? false,
        expectedDeliveryDate: product?.expectedDeliveryDate ?? null,
        waitingUnits: p.units,
        availableKeys: p.keys,
      };
    })
    // The longest backlog first: where keys are most awaited.
    .sort((a, b) => b.waitingUnits - a.waitingUnits || a.productName.localeCompare(b.productName));
  const items: PreorderQueueRow[] = placed.map(({ entry: e, position, variantPosition }) => ({
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
    queue: { items, nextCursor },
  };
}
