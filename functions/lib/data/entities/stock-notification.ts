import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * "Notify me" requests, one per email and variant, grouped by variant for the restock notifier and, store-wide, newest
 * first for the back office's Audience screen. Each is created with `stockNotificationTally +1` in one transaction
 * (functions/storefront/stock-notification-writes.ts); whatever deletes one must take the tally down in its own.
 */
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
    newest: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['createdAt', 'variantId', 'email'] } },
  },
});
export type StockNotificationItem = EntityItem<typeof stockNotificationEntity>;
