import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * "This product is on sale on this platform": it has at least one search record (an active product's sellable variant)
 * on the platform. Created only if absent, deleted only if present, each in the transaction that moves the platform's
 * `listedPlatformCount`, so concurrent index syncs of one product count it once. Kept by `saveSearchRecords`.
 */
export const listedPlatformEntity = new Entity({
  model: { entity: 'listedPlatform', version: '1', service },
  attributes: {
    productId: { type: 'string', required: true },
    platformId: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byProduct: { pk: { field: 'pk', composite: ['productId'] }, sk: { field: 'sk', composite: ['platformId'] } },
  },
});
export type ListedPlatformItem = EntityItem<typeof listedPlatformEntity>;
