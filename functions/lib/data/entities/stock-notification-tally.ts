import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * The "notify me" requests waiting on a variant, `ADD waiting 1` in the transaction that creates one. All tallies share
 * one partition, so the Audience screen's counts per variant are one Query however many requests there are.
 */
export const stockNotificationTallyEntity = new Entity({
  model: { entity: 'stockNotificationTally', version: '1', service },
  attributes: {
    productId: { type: 'string', required: true },
    variantId: { type: 'string', required: true },
    waiting: { type: 'number', required: true, default: 0 },
    ...timestamps,
  },
  indexes: {
    byVariant: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['productId', 'variantId'] } },
  },
});
export type StockNotificationTallyItem = EntityItem<typeof stockNotificationTallyEntity>;
