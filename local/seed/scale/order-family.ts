import { ulid } from 'ulid';
import { orderLookupRecord } from '../../../functions/orders/order-lookup';
import { lookupItems } from '../../../functions/lib/lookup/lookup-index';
import { refundDueAt } from '../../../shared/orders/preorder-queue';
import { settledStatus } from '../../../shared/orders/order-status';
import type { Derived } from './derived-items';
import { platformNames, regionNames, type ScaleOrder } from './generate-orders';

const refundGraceDays = 7;

/** What the order's lines add up to: its subtotal and total (the seed's orders have no discounts or fees). */
export const orderTotalCents = (order: ScaleOrder) => order.lines.reduce((n, l) => n + l.variant.priceUsdCents * l.quantity, 0);

/** An order with its lines, the buyer's key records, purchase records, payment link, queue entries and lookup terms. */
export function orderFamily(order: ScaleOrder): Derived[] {
  const ownerKey = order.user ? order.user.userId : `guest:${order.guestEmail}`;
  const email = order.user?.email ?? order.guestEmail!;
  const refunded = order.status === 'refunded';
  const items = order.lines.map((line) => {
    const region = regionNames.get(line.variant.regionId)!;
    const delivered = order.paidAt && line.delivery === 'instant' && order.status !== 'processing' ? line.quantity : 0;
    return {
      itemId: line.itemId,
      productId: line.product.productId,
      variantId: line.variant.variantId,
      productName: line.product.name,
      productSlug: line.product.slug,
      productType: line.product.productType,
      ...(line.product.imageUrl ? { imageUrl: line.product.imageUrl } : {}),
      platformCode: line.variant.platformId,
      platformName: platformNames.get(line.variant.platformId)!,
      regionCode: region.code,
      regionName: region.name,
      ...(line.variant.faceValue ? { faceValue: line.variant.faceValue } : {}),
      quantity: line.quantity,
      unitCents: line.variant.priceUsdCents,
      totalCents: line.variant.priceUsdCents * line.quantity,
      delivery: line.delivery,
      reservedKeyIds: line.keys.map((k) => k.keyId),
      reservedMasks: line.keys.map((k) => k.maskedKey),
      delivered,
      refunded: refunded ? line.quantity : 0,
      ...(line.delivery === 'preorder' && line.product.expectedDeliveryDate ? { expectedDeliveryDate: line.product.expectedDeliveryDate } : {}),
    };
  });
  const totalCents = items.reduce((n, i) => n + i.totalCents, 0);
  const fulfilment = order.status === 'pending' || order.status === 'processing' ? 'pending' : order.status === 'failed' ? 'failed' : settledStatus(items).fulfilment;
  const paymentIntentId = order.paidAt ? `pi_scale_${order.orderId}` : undefined;
  const updatedAt = order.refundedAt ?? order.paidAt ?? order.createdAt;
  const orderItem = {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    ownerKey,
    ...(order.user ? { userId: order.user.userId } : {}),
    deliveryEmail: email,
    status: order.status,
    fulfilmentStatus: fulfilment,
    currency: 'USD',
    displayCurrency: 'USD',
    subtotalCents: totalCents,
    totalCents,
    refundedCents: refunded ? totalCents : 0,
    paymentMethod: 'card',
    paymentProvider: 'stripe',
    // Only settled orders name a session: the local Stripe has none of these, and the reservation sweep asks it about
    // a pending order's session; without one the sweep releases the lapsed reservation as the real path would.
    ...(order.paidAt ? { paymentSessionId: `cs_scale_${order.orderId}` } : {}),
    ...(paymentIntentId ? { paymentIntentId } : {}),
    reservedUntil: new Date(Date.parse(order.createdAt) + 32 * 60_000).toISOString(),
    ...(order.paidAt ? { paidAt: order.paidAt, processedAt: order.paidAt } : {}),
    ...(order.status === 'failed' ? { failureReason: 'Your card was declined.' } : {}),
    ...(order.status === 'processing' ? { heldReason: 'Held for review: first order with a new card above the review threshold.' } : {}),
    ...(order.user ? { viewerCountry: order.user.country } : {}),
    regionAcknowledgements: [],
    items,
    emailsSent: order.paidAt && order.status !== 'processing' ? ['order-confirmed', 'keys-ready'] : [],
    version: order.paidAt ? (refunded ? 3 : 2) : 1,
    createdAt: order.createdAt,
    updatedAt,
  };
  const settled = Boolean(order.paidAt) && order.status !== 'processing';
  const ownedKeys = settled
    ? order.lines.flatMap((line, i) =>
        line.keys.map((key) => ({
          orderId: order.orderId,
          keyId: key.keyId,
          itemId: line.itemId,
          ownerKey,
          orderNumber: order.orderNumber,
          variantId: line.variant.variantId,
          productId: line.product.productId,
          productName: line.product.name,
          productSlug: line.product.slug,
          ...(line.product.imageUrl ? { imageUrl: line.product.imageUrl } : {}),
          platformCode: items[i]!.platformCode,
          platformName: items[i]!.platformName,
          regionName: items[i]!.regionName,
          ...(line.variant.faceValue ? { faceValue: line.variant.faceValue } : {}),
          maskedKey: key.maskedKey,
          unitCents: line.variant.priceUsdCents,
          status: refunded ? 'refunded' : 'delivered',
          deliveredAt: order.paidAt!,
          revealCount: 0,
          ...(refunded ? { refundedAt: order.refundedAt! } : {}),
          createdAt: order.paidAt!,
          updatedAt,
        })),
      )
    : [];
  const entries = settled
    ? order.lines
        .filter((l) => l.delivery === 'preorder')
        .flatMap((line) =>
          Array.from({ length: line.quantity }, (_, u) => {
            const due = refundDueAt(line.product.expectedDeliveryDate, refundGraceDays);
            return {
              entryId: ulid(Date.parse(order.paidAt!) + u),
              variantId: line.variant.variantId,
              productId: line.product.productId,
              orderId: order.orderId,
              itemId: line.itemId,
              ownerKey,
              queuedAt: order.paidAt!,
              status: 'waiting',
              kind: 'preorder',
              ...(due ? { refundDueAt: due } : {}),
              createdAt: order.paidAt!,
              updatedAt: order.paidAt!,
            };
          }),
        )
    : [];
  return [
    { entity: 'order', item: orderItem },
    ...ownedKeys.map((item) => ({ entity: 'orderKey' as const, item })),
    ...entries.map((item) => ({ entity: 'preorderEntry' as const, item })),
    ...(settled && paymentIntentId ? [{ entity: 'paymentLink' as const, item: { paymentIntentId, orderId: order.orderId } }] : []),
    ...(settled ? [...new Set(order.lines.map((l) => l.product.productId))].map((productId) => ({ entity: 'productPurchase' as const, item: { ownerKey, productId, orderId: order.orderId, paidAt: order.paidAt!, createdAt: order.paidAt!, updatedAt: order.paidAt! } })) : []),
    // Checkout's terms: the buyer's names as the profile holds them (a guest has none), as customerNames reads them.
    ...lookupItems(orderLookupRecord(orderItem, order.user ? { fullName: order.user.fullName, username: order.user.username } : {})).map((item) => ({ entity: 'lookupTerm' as const, item })),
  ];
}

