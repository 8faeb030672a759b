import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/** "Notify me" requests, one per email and variant, grouped by variant for the restock notifier. */
export const stockNotificationEntity = new Entity({
  model: { entity: 'stockNotification', version: '1', service },
  attributes: {
    variantId: { type: 'string', required: true },
    email: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byVariant: { pk: { field: 'pk', composite: ['variantId'] }, sk: { field: 'sk', composite: ['email'] } },
  },
});
export type StockNotificationItem = EntityItem<typeof stockNotificationEntity>;
