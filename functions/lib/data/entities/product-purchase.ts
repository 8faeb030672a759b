import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * "This buyer's order holds this product": one per owner, product and order, written in the transaction that settles
 * the payment. It never changes: whether the order still counts (completed, not refunded) is read from the order, so
 * refunds need not touch it. Reviews use it to find a buyer's orders of a product without reading all their orders.
 */
export const productPurchaseEntity = new Entity({
  model: { entity: 'productPurchase', version: '1', service },
  attributes: {
    /** The order's owner: a user id, or `guest:{email}`. */
    ownerKey: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
    paidAt: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byOwner: { pk: { field: 'pk', composite: ['ownerKey'] }, sk: { field: 'sk', composite: ['productId', 'orderId'] } },
  },
});
export type ProductPurchaseItem = EntityItem<typeof productPurchaseEntity>;
