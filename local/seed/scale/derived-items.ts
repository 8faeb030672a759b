import { ulid } from 'ulid';
import { lookupItems, newestFirstRank } from '../../../functions/lib/lookup/lookup-index';
import { refundDueAt } from '../../../shared/orders/preorder-queue';
import { settledStatus } from '../../../shared/orders/order-status';
import type { entities } from '../../../functions/lib/data/store';
import type { ScaleProduct } from './generate-catalog';
import { platformNames, regionNames, type ScaleKey, type ScaleOrder } from './generate-orders';
import type { ScaleUser } from './generate-users';
import type { SalesEvent } from '../../maintenance/sales-counts';

export type EntityName = keyof typeof entities;
/** One item to write, in its entity's own attributes; the writer turns it into the stored item with ElectroDB. */
export interface Derived {
  entity: EntityName;
  item: Record<string, unknown>;
}

/**
 * Everything the real paths write for one record, one function per entity family, so a new derived item (an order
 * status counter, a listing index) is one more line in the family's function. Counters kept over many records are
 * added up by the caller from `saleEvents`.
 */
export function productFamily(product: ScaleProduct, availableKeys: (variantId: string) => number): Derived[] {
  const { variants, ...fields } = product;
  return [
    { entity: 'product', item: { ...fields, featured: false, reviewCount: 0, reviewRatingTotal: 0, updatedAt: fields.createdAt } },
    ...variants.map((v) => {
      const { keyCount: _planned, regionCode: _code, ...variant } = v;
      return { entity: 'variant' as const, item: { ...variant, forceAvailable: false, systemRequirements: {}, searchKeywords: [], availableKeys: availableKeys(v.variantId), updatedAt: v.createdAt } };
    }),
    ...lookupItems({ scope: 'product', refId: product.productId, rank: newestFirstRank(product.createdAt), texts: [product.name, product.developer, product.publisher] }).map((item) => ({ entity: 'lookupTerm' as const, item })),
  ];
}

export function userFamily(user: ScaleUser): Derived[] {
  return [
    { entity: 'user', item: { ...user, groups: [], updatedAt: user.createdAt } },
    ...lookupItems({ scope: 'user', refId: user.userId, rank: newestFirstRank(user.createdAt), texts: [user.fullName, user.email, user.username] }).map((item) => ({ entity: 'lookupTerm' as const, item })),
  ];
}

/** A key as store-keys.ts writes it, then moved by the orders that took it; `sealed` is its envelope-encrypted secret. */
export function keyFamily(key: ScaleKey, sealed: Record<string, string>): Derived[] {
  const { secret: _secret, productId: _productId, ...stored } = key;
  return [{ entity: 'productKey', item: { ...stored, ...sealed, createdBy: 'seed:scale', updatedAt: key.soldAt ?? key.createdAt } }];
}

const refundGraceDays = 7;

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
    ...lookupItems({
      scope: 'order',
      refId: order.orderId,
      rank: newestFirstRank(order.createdAt),
      texts: [order.orderNumber, order.user?.fullName ?? order.guestName, order.user?.username, email],
    }).map((item) => ({ entity: 'lookupTerm' as const, item })),
  ];
}

/** What the order added to the sales counters: its settlement, and its refund. */
export function saleEvents(order: ScaleOrder): SalesEvent[] {
  if (!order.paidAt || order.status === 'processing') return [];
  const totalCents = order.lines.reduce((n, l) => n + l.variant.priceUsdCents * l.quantity, 0);
  const units = order.lines.reduce((n, l) => n + l.quantity, 0);
  return [
    { at: order.paidAt, orders: 1, units, revenueCents: totalCents },
    ...(order.refundedAt ? [{ at: order.refundedAt, refunds: 1, refundedCents: totalCents }] : []),
  ];
}
