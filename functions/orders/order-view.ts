import type { OrderSummary, OrderView, OwnedKeyView, QueueView } from '../../shared/orders/order-views';
import { queuePosition } from '../../shared/orders/preorder-queue';
import { refundVerdict } from '../../shared/orders/refund-eligibility';
import type { OrderItem } from '../lib/data/entities/order';
import type { OrderKeyItem } from '../lib/data/entities/order-key';
import type { PreorderEntryItem } from '../lib/data/entities/preorder-entry';
import type { Deps } from '../lib/deps';
import { orderLineFields } from './order-line-fields';
import { orderUnits } from './order-units';
import { renamedTranslations, withTranslations } from '../catalog/view-translations';

/** How far a position count reads before it stops counting: a queue this long shows "1,000+ ahead". */
const maxCounted = 1000;

/** The buyer's view of one order: its lines, their keys masked, and each waiting line's place in its queue. */
export async function orderView(deps: Pick<Deps, 'store' | 'now' | 'config'>, order: OrderItem): Promise<OrderView> {
  // A pending or failed order has neither keys nor queue places yet: the success page polls it, so it stays one read.
  const unsettled = order.status === 'pending' || (order.status === 'failed' && !order.paidAt);
  const { keys, entries } = unsettled ? { keys: [], entries: [] } : await orderUnits(deps, order.orderId);
  const now = deps.now();
  const items = await Promise.all(
    order.items.map(async (item) => {
      const waiting = entries.filter((e) => e.itemId === item.itemId && e.status === 'waiting');
      return {
        ...orderLineFields(item),
        productSlug: item.productSlug,
        delivery: item.delivery,
        activationInstructions: item.activationInstructions ?? null,
        keys: keys.filter((k) => k.itemId === item.itemId).map((k) => ownedKeyView(k, deps.config.REFUND_WINDOW_DAYS, now)),
        queue: waiting.length ? await queueView(deps, waiting, item.expectedDeliveryDate) : null,
        ...withTranslations(item.translations),
      };
    }),
  );
  const pending = order.status === 'pending';
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    status: order.status,
    fulfilmentStatus: order.fulfilmentStatus,
    createdAt: order.createdAt,
    paidAt: order.paidAt ?? null,
    currency: 'USD',
    displayCurrency: order.displayCurrency,
    subtotalCents: order.subtotalCents,
    totalCents: order.totalCents,
    refundedCents: order.refundedCents,
    deliveryEmail: order.deliveryEmail,
    guest: !order.userId,
    paymentMethod: order.paymentMethod,
    paymentUrl: pending && new Date(order.reservedUntil) > now ? (order.paymentUrl ?? null) : null,
    reservedUntil: pending ? order.reservedUntil : null,
    held: order.status === 'processing' && Boolean(order.heldReason),
    customerNotes: order.customerNotes ?? null,
    regionAcknowledgements: order.regionAcknowledgements,
    items,
    refundWindowDays: deps.config.REFUND_WINDOW_DAYS,
  };
}

export function ownedKeyView(k: OrderKeyItem, windowDays: number, now: Date): OwnedKeyView {
  const verdict = refundVerdict({ state: k.status, deliveredAt: k.deliveredAt, revealedAt: k.revealedAt }, 'buyer', now, windowDays);
  return {
    keyId: k.keyId,
    orderId: k.orderId,
    orderNumber: k.orderNumber,
    itemId: k.itemId,
    productName: k.productName,
    productSlug: k.productSlug,
    imageUrl: k.imageUrl ?? null,
    platform: { code: k.platformCode, name: k.platformName },
    regionName: k.regionName,
    faceValue: k.faceValue ?? null,
    maskedKey: k.maskedKey,
    status: k.status,
    deliveredAt: k.deliveredAt,
    revealedAt: k.revealedAt ?? null,
    refund: verdict.allowed ? { allowed: true, reason: null } : { allowed: false, reason: verdict.reason },
    ...withTranslations(k.translations),
  };
}

/** The first waiting unit's place: waiting entries of the variant queued before it, counted by Query up to a cap. */
async function queueView(deps: Pick<Deps, 'store'>, waiting: readonly PreorderEntryItem[], expected: string | undefined): Promise<QueueView> {
  const first = [...waiting].sort((a, b) => (a.queuedAt + a.entryId).localeCompare(b.queuedAt + b.entryId))[0]!;
  let ahead = 0;
  let cursor: string | null = null;
  do {
    const page: { data: unknown[]; cursor: string | null } = await deps.store.entities.preorderEntry.query
      .queue({ variantId: first.variantId, status: 'waiting' })
      .lt({ queuedAt: first.queuedAt, entryId: first.entryId })
      .go({ cursor, limit: 250, attributes: ['entryId'] });
    ahead += page.data.length;
    cursor = page.cursor;
  } while (cursor && ahead < maxCounted);
  const { position, keysAhead } = queuePosition(ahead);
  return { waiting: waiting.length, position, keysAhead, expectedDeliveryDate: expected ?? null };
}

export function orderSummary(order: OrderItem): OrderSummary {
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    status: order.status,
    fulfilmentStatus: order.fulfilmentStatus,
    createdAt: order.createdAt,
    totalCents: order.totalCents,
    currency: 'USD',
    itemCount: order.items.length,
    units: order.items.reduce((n, i) => n + i.quantity, 0),
    firstItemName: order.items[0]?.productName ?? '',
    imageUrl: order.items[0]?.imageUrl ?? null,
    ...withTranslations(renamedTranslations(order.items[0]?.translations, 'productName', 'firstItemName')),
  };
}
