import { Entity, type EntityItem } from 'electrodb';
import { translationsAttribute } from '../../../../shared/catalog/translations';
import { service, timestamps } from './entity-config';

export const ownedKeyStates = ['delivered', 'refunding', 'refunded', 'retired'] as const;

/**
 * A key sold to an order: written in the transaction that sells it, so an order never loses its key. The buyer's
 * library reads these (masked) by owner; the secret stays on the product key, opened only by a reveal.
 */
export const orderKeyEntity = new Entity({
  model: { entity: 'orderKey', version: '1', service },
  attributes: {
    orderId: { type: 'string', required: true },
    keyId: { type: 'string', required: true },
    itemId: { type: 'string', required: true },
    ownerKey: { type: 'string', required: true },
    orderNumber: { type: 'string', required: true },
    variantId: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    productName: { type: 'string', required: true },
    productSlug: { type: 'string', required: true },
    imageUrl: { type: 'string' },
    platformCode: { type: 'string', required: true },
    platformName: { type: 'string', required: true },
    regionName: { type: 'string', required: true },
    faceValue: { type: 'string' },
    translations: translationsAttribute(['productName', 'faceValue']),
    maskedKey: { type: 'string', required: true },
    unitCents: { type: 'number', required: true },
    status: { type: ownedKeyStates, required: true, default: 'delivered' },
    deliveredAt: { type: 'string', required: true },
    revealedAt: { type: 'string' },
    revealCount: { type: 'number', required: true, default: 0 },
    refundedAt: { type: 'string' },
    /** A dispute was opened on the payment; the security review decides what happens to the key. */
    flagged: { type: 'boolean' },
    ...timestamps,
  },
  indexes: {
    byOrder: { pk: { field: 'pk', composite: ['orderId'] }, sk: { field: 'sk', composite: ['keyId'] } },
    byOwner: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['ownerKey'] }, sk: { field: 'gsi1sk', composite: ['deliveredAt', 'keyId'] } },
  },
});
export type OrderKeyItem = EntityItem<typeof orderKeyEntity>;
