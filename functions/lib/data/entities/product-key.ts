import { Entity, type EntityItem } from 'electrodb';
import { keyStatuses } from '../../../../shared/catalog/product-key';
import { service, timestamps } from './entity-config';

/**
 * A key's secret is stored only as AES-256-GCM ciphertext under a KMS data key kept (encrypted) beside it. A key
 * imported since the layout below is keyed by its fingerprint (`keyIdFor`), so creating it only if absent is also the
 * claim that the same key is never stored twice on its platform: one item per key in the import's transactions.
 */
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
    byId: { pk: { field: 'pk', composite: ['keyId'] }, sk: { field: 'sk', composite: [] } },
    /** A variant's keys, oldest first, for staff listings. */
    byVariant: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['variantId'] }, sk: { field: 'gsi2sk', composite: ['createdAt', 'keyId'] } },
    byVariantStatus: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['variantId'] },
      sk: { field: 'gsi1sk', composite: ['status', 'keyId'] },
    },
  },
});
export type ProductKeyItem = EntityItem<typeof productKeyEntity>;

/**
 * The id of a key imported with this fingerprint (HMAC-SHA256 of platform and normalised key, base64url): unique per
 * key and platform, and it tells nothing about the key without the fingerprint secret.
 */
export const keyIdFor = (fingerprint: string) => fingerprint;
