import { Entity, type EntityItem } from 'electrodb';
import { keyStatuses } from '../../../../shared/catalog/product-key';
import { service, timestamps } from './entity-config';

/** A key's secret is stored only as AES-256-GCM ciphertext under a KMS data key kept (encrypted) beside it. */
export const productKeyEntity = new Entity({
  model: { entity: 'productKey', version: '1', service },
  attributes: {
    keyId: { type: 'string', required: true },
    variantId: { type: 'string', required: true },
    status: { type: keyStatuses, required: true, default: 'available' },
    ciphertext: { type: 'string', required: true },
    iv: { type: 'string', required: true },
    authTag: { type: 'string', required: true },
    encryptedDataKey: { type: 'string', required: true },
    encryptionVersion: { type: 'string', required: true },
    /** Masked at import so listings never decrypt. */
    maskedKey: { type: 'string', required: true },
    createdBy: { type: 'string', required: true },
    /** The order a reserved or sold key belongs to. */
    orderId: { type: 'string' },
    reservedUntil: { type: 'string' },
    soldAt: { type: 'string' },
    retiredAt: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byVariant: { pk: { field: 'pk', composite: ['variantId'] }, sk: { field: 'sk', composite: ['keyId'] } },
    byVariantStatus: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['variantId'] },
      sk: { field: 'gsi1sk', composite: ['status', 'keyId'] },
    },
  },
});
export type ProductKeyItem = EntityItem<typeof productKeyEntity>;
