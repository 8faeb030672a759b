import { Entity, type EntityItem } from 'electrodb';
import { service } from './entity-config';

/**
 * Claims a slug for one product. The product's slug index is a GSI, which cannot refuse a duplicate, so a product is
 * created (or renamed) together with `create` of its claim in one transaction: a taken slug cancels the whole write.
 */
export const productSlugEntity = new Entity({
  model: { entity: 'productSlug', version: '1', service },
  attributes: {
    slug: { type: 'string', required: true },
    productId: { type: 'string', required: true },
  },
  indexes: {
    bySlug: { pk: { field: 'pk', composite: ['slug'] }, sk: { field: 'sk', composite: [] } },
  },
});
export type ProductSlugItem = EntityItem<typeof productSlugEntity>;
