import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * A product that has variants, listed by the Variants & Keys screen (newest product first): created only if absent
 * with the product's first variant. One small partition: staff add variants rarely, and it is read a page at a time.
 */
export const variantGroupEntity = new Entity({
  model: { entity: 'variantGroup', version: '1', service },
  attributes: {
    productId: { type: 'string', required: true },
    productCreatedAt: { type: 'string', required: true },
    /** The product's variants, raised in each variant's creating transaction so the product table reads no variants. */
    variantCount: { type: 'number' },
    ...timestamps,
  },
  indexes: {
    newestFirst: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['productCreatedAt', 'productId'] } },
  },
});
export type VariantGroupItem = EntityItem<typeof variantGroupEntity>;
