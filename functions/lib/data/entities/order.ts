import { Entity, type EntityItem } from 'electrodb';
import { fulfilmentStatuses, orderStatuses } from '../../../../shared/orders/order-status';
import { translationsAttribute } from '../../../../shared/catalog/translations';
import { service, timestamps } from './entity-config';

const item = {
  type: 'map',
  properties: {
    itemId: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    variantId: { type: 'string', required: true },
    productName: { type: 'string', required: true },
    productSlug: { type: 'string', required: true },
    productType: { type: 'string', required: true },
    imageUrl: { type: 'string' },
    platformCode: { type: 'string', required: true },
    platformName: { type: 'string', required: true },
    regionCode: { type: 'string', required: true },
    regionName: { type: 'string', required: true },
    faceValue: { type: 'string' },
    quantity: { type: 'number', required: true },
    unitCents: { type: 'number', required: true },
    totalCents: { type: 'number', required: true },
    delivery: { type: ['instant', 'preorder', 'backorder'] as const, required: true },
    /** Keys reserved for this line at checkout; they become the buyer's when the payment settles. */
    reservedKeyIds: { type: 'list', items: { type: 'string' }, required: true },
    /** The reserved keys' masked forms, in the same order, so settling writes the buyer's records without reading the keys. */
    reservedMasks: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    delivered: { type: 'number', required: true },
    refunded: { type: 'number', required: true },
    activationInstructions: { type: 'string' },
    expectedDeliveryDate: { type: 'string' },
    /** The catalogue's es and pt texts at checkout, so the order reads in the buyer's language as it was sold. */
    translations: translationsAttribute(['productName', 'faceValue', 'activationInstructions']),
  },
} as const;

/**
 * An order and its lines. Lines live on the order so that the settling transaction changes one item for the whole
 * order; every system write is conditioned on `version`, so two writers (a webhook and the sweep, a retry and a
 * refund) can never both act on the same state.
 */
export const orderEntity = new Entity({
  model: { entity: 'order', version: '1', service },
  attributes: {
    orderId: { type: 'string', required: true },
    orderNumber: { type: 'string', required: true },
    /** The buyer's user id, or `guest:<email>` for a guest; the buyer's order list is keyed by it. */
    ownerKey: { type: 'string', required: true },
    userId: { type: 'string' },
    deliveryEmail: { type: 'string', required: true },
    status: { type: orderStatuses, required: true },
    fulfilmentStatus: { type: fulfilmentStatuses, required: true },
    currency: { type: ['USD'] as const, required: true, default: 'USD' },
    /** What the shopper browsed in; amounts are charged in USD. */
    displayCurrency: { type: 'string', required: true, default: 'USD' },
    subtotalCents: { type: 'number', required: true },
    totalCents: { type: 'number', required: true },
    refundedCents: { type: 'number', required: true, default: 0 },
    paymentMethod: { type: 'string', required: true, default: 'card' },
    paymentProvider: { type: 'string', required: true, default: 'stripe' },
    paymentSessionId: { type: 'string' },
    paymentUrl: { type: 'string' },
    paymentIntentId: { type: 'string' },
    reservedUntil: { type: 'string', required: true },
    paidAt: { type: 'string' },
    processedAt: { type: 'string' },
    failureReason: { type: 'string' },
    heldReason: { type: 'string' },
    /** The review score the risk check gave at checkout (shared/security/detection-rules.ts) and the hits behind it. */
    riskScore: { type: 'number' },
    riskReasons: { type: 'list', items: { type: 'string' } },
    /** The address that checked out, for the alert a hold raises. */
    checkoutIp: { type: 'string' },
    /** Staff's decision on a held order: `rejecting` while its refund is under way, then `approved` or `rejected`. */
    reviewDecision: { type: ['rejecting', 'approved', 'rejected'] as const },
    reviewedBy: { type: 'string' },
    reviewedAt: { type: 'string' },
    disputed: { type: 'boolean' },
    customerNotes: { type: 'string' },
    /** The browser's tracking session that checked out, told when the order is paid (functions/tracking/apply-purchase.ts). */
    trackingSessionId: { type: 'string' },
    adminNotes: { type: 'string' },
    viewerCountry: { type: 'string' },
    regionAcknowledgements: {
      type: 'list',
      required: true,
      default: () => [],
      items: {
        type: 'map',
        properties: {
          variantId: { type: 'string', required: true },
          regionCode: { type: 'string', required: true },
          country: { type: 'string', required: true },
          message: { type: 'string', required: true },
          acknowledgedAt: { type: 'string', required: true },
        },
      },
    },
    items: { type: 'list', required: true, items: item },
    /** Which buyer e-mails went out, so a retried step never sends one twice. */
    emailsSent: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    version: { type: 'number', required: true, default: 1 },
    ...timestamps,
  },
  indexes: {
    byOrder: { pk: { field: 'pk', composite: ['orderId'] }, sk: { field: 'sk', composite: [] } },
    byOwner: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['ownerKey'] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'orderId'] } },
    /** Newest first across the store, for the back office's latest orders. */
    recent: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['createdAt', 'orderId'] } },
    /** By status, oldest first: the reservation sweep reads pending orders created before its cut-off. */
    byStatus: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['status'] }, sk: { field: 'gsi3sk', composite: ['createdAt', 'orderId'] } },
  },
});
export type OrderItem = EntityItem<typeof orderEntity>;
export type OrderLine = OrderItem['items'][number];
