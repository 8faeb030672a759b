import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * "This product has a variant on this platform": created only if absent, in the transaction of the product's first
 * variant on the platform, which is also the one that raises the `platform#{platformId}` catalogue counter. Two
 * concurrent first variants cannot both create it, so the counter counts each product once per platform.
 */
export const productPlatformEntity = new Entity({
  model: { entity: 'productPlatform', version: '1', service },
  attributes: {
    productId: { type: 'string', required: true },
    platformId: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byProduct: { pk: { field: 'pk', composite: ['productId'] }, sk: { field: 'sk', composite: ['platformId'] } },
  },
});
export type ProductPlatformItem = EntityItem<typeof productPlatformEntity>;
