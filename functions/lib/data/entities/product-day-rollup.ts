import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * A finished UTC day's most viewed products, merged once from that day's `productDayCounter` shards by the first
 * analytics read after the day settled, so "Popular Products (7 days)" reads six small items and today's shards rather
 * than every product of seven days. Keeps the day's top 50: a product outside a day's top 50 cannot reach a 7-day top
 * 10 unless it sits just below the line every day, a miss the panel accepts.
 */
export const productDayRollupEntity = new Entity({
  model: { entity: 'productDayRollup', version: '1', service },
  attributes: {
    day: { type: 'string', required: true },
    /** `{ productId, views, uniqueViewers, viewSeconds, timedViews }[]`, most viewed first. */
    top: { type: 'any', required: true },
    computedAt: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byDay: { pk: { field: 'pk', composite: ['day'] }, sk: { field: 'sk', composite: [] } },
  },
});
export type ProductDayRollupItem = EntityItem<typeof productDayRollupEntity>;
