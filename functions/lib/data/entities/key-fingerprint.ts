import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * Claims one key on one platform: an HMAC-SHA256 (under the key-fingerprint secret) of the platform and the normalised
 * key, created only if absent in the same transaction as the key, so the same key is never stored twice. The secret
 * never appears: without the HMAC key a fingerprint cannot be checked against guesses.
 */
export const keyFingerprintEntity = new Entity({
  model: { entity: 'keyFingerprint', version: '1', service },
  attributes: {
    fingerprint: { type: 'string', required: true },
    keyId: { type: 'string', required: true },
    variantId: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byFingerprint: { pk: { field: 'pk', composite: ['fingerprint'] }, sk: { field: 'sk', composite: [] } },
  },
});
export type KeyFingerprintItem = EntityItem<typeof keyFingerprintEntity>;
