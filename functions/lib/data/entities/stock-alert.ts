import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * A variant whose key pool is under its low-stock threshold or sold out: kept by the table stream while that lasts and
 * deleted when it is restocked. `level` only changes conditionally, so the e-mail of a crossing goes out once even when
 * the stream delivers a record twice. One partition: the dashboard reads the whole (small) set a page at a time.
 */
export const stockAlertEntity = new Entity({
  model: { entity: 'stockAlert', version: '1', service },
  attributes: {
    variantId: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    level: { type: ['low', 'soldOut'] as const, required: true },
    availableKeys: { type: 'number', required: true },
    lowStockThreshold: { type: 'number', required: true },
    /** The worst level staff were e-mailed about in this spell; absent until the first e-mail (a new variant starts without one). */
    notifiedLevel: { type: ['low', 'soldOut'] as const },
    /** When the pool first fell under its threshold in this spell. */
    since: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byVariant: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['variantId'] } },
  },
});
export type StockAlertItem = EntityItem<typeof stockAlertEntity>;
