import { daysSince, type PreorderProductRow, type PreorderQueueRow, type PreorderQueueView } from '../../shared/content/preorder-queue-views';
import type { Deps } from '../lib/deps';

type QueueDeps = Pick<Deps, 'store' | 'cursors' | 'now'>;

interface Waiting {
  entryId: string;
  variantId: string;
  productId: string;
  queuedAt: string;
}

/**
 * The back office's pre-order queue (§2). One pass over the waiting partition of the status index (oldest payment
 * first, only the four attributes it needs) gives the cards, the per-product list and every unit's place, in the store's
 * queue and in its variant's; the table's page is then a cursor Query of the same index. The pass costs a Query page
 * per few thousand waiting units, so it grows with the backlog of unpaid-for keys, never with the store's history.
 */
export async function preorderQueue(deps: QueueDeps, page: { cursor?: string | undefined; limit: number }): Promise<PreorderQueueView> {
  const { preorderEntry } = deps.store.entities;
  const [all, shown] = await Promise.all([
    preorderEntry.query.byStatus({ status: 'waiting' }).go({ pages: 'all', attributes: ['entryId', 'variantId', 'productId', 'queuedAt'] }),
    deps.cursors.page(page.cursor, { listing: 'preorder-queue', filters: {} }, (cursor) => preorderEntry.query.byStatus({ status: 'waiting' }).go({ cursor, limit: page.limit })),
  ]);
  const waiting = all.data as Waiting[];
  const places = queuePlaces(waiting);
  const productIds = [...new Set(waiting.map((w) => w.productId))];
  const variantKeys = [...new Map(waiting.map((w) => [w.variantId, { productId: w.productId, variantId: w.variantId }])).values()];
  const orderIds = [...new Set(shown.data.map((e) => e.orderId))];
  const [products, variants, orders] = await Promise.all([
    productIds.length ? deps.store.entities.product.get(productIds.map((productId) => ({ productId }))).go() : Promise.resolve({ data: [] }),
    variantKeys.length ? deps.store.entities.variant.get(variantKeys).go() : Promise.resolve({ data: [] }),
    orderIds.length ? deps.store.entities.order.get(orderIds.map((orderId) => ({ orderId }))).go() : Promise.resolve({ data: [] }),
  ]);
  const productById = new Map(products.data.map((p) => [p.productId, p]));
  const stock = new Map(variants.data.map((v) => [v.variantId, v.availableKeys]));
  const orderNumbers = new Map(orders.data.map((o) => [o.orderId, o.orderNumber]));
  const name = (productId: string) => productById.get(productId)?.name ?? productId;

  const rows: PreorderProductRow[] = productIds.map((productId) => {
    const units = waiting.filter((w) => w.productId === productId);
    const product = productById.get(productId);
    return {
      productId,
      productName: name(productId),
      isPreorder: product?.isPreorder ?? false,
      expectedDeliveryDate: product?.expectedDeliveryDate ?? null,
      waitingUnits: units.length,
      oldestQueuedAt: units[0]!.queuedAt,
      availableKeys: [...new Set(units.map((u) => u.variantId))].reduce((n, v) => n + Math.max(0, stock.get(v) ?? 0), 0),
    };
  });
  const items: PreorderQueueRow[] = shown.data.map((e) => ({
    entryId: e.entryId,
    position: places.get(e.entryId)?.position ?? 0,
    variantPosition: places.get(e.entryId)?.variantPosition ?? 0,
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
  return {
    summary: {
      totalWaiting: waiting.length,
      productsWaiting: productIds.length,
      oldestDays: waiting[0] ? daysSince(waiting[0].queuedAt, deps.now()) : null,
    },
    products: rows,
    queue: { items, nextCursor: shown.nextCursor },
  };
}

/** Each waiting unit's place in the store's queue and in its variant's (the order keys are handed out in). */
function queuePlaces(waiting: Waiting[]) {
  const perVariant = new Map<string, number>();
  const places = new Map<string, { position: number; variantPosition: number }>();
  waiting.forEach((w, i) => {
    const next = (perVariant.get(w.variantId) ?? 0) + 1;
    perVariant.set(w.variantId, next);
    places.set(w.entryId, { position: i + 1, variantPosition: next });
  });
  return places;
}
