import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/** A signed-in shopper's cart; one per user, read and written only by its owner. */
export const cartEntity = new Entity({
  model: { entity: 'cart', version: '1', service },
  attributes: {
    userId: { type: 'string', required: true },
    lines: {
      type: 'list',
      required: true,
      default: () => [],
      items: {
        type: 'map',
        properties: {
          variantId: { type: 'string', required: true },
          quantity: { type: 'number', required: true },
          seenUnitCents: { type: 'number' },
        },
      },
    },
    ...timestamps,
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
});
export type CartItem = EntityItem<typeof cartEntity>;
