import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * "This visitor viewed this product today": created only if absent, in the same transaction as the product's +1 unique
 * viewer, so a visitor counts once per product and day however many views, tabs or redeliveries. Gone by TTL.
 */
export const viewerMarkEntity = new Entity({
  model: { entity: 'viewerMark', version: '1', service },
  attributes: {
    day: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    visitor: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byVisit: { pk: { field: 'pk', composite: ['day', 'productId', 'visitor'] }, sk: { field: 'sk', composite: [] } },
  },
});
export type ViewerMarkItem = EntityItem<typeof viewerMarkEntity>;
