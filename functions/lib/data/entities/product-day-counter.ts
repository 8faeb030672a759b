import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * One product's views on one UTC day (back office: Popular Products), moved with `ADD` by the tracking consumer. A day's
 * products are one partition per shard (`day`, `shard`; sort key the product), so today's share of "top 10 over 7 days" is
 * `productDayShards` bounded Queries whatever the traffic (finished days are rolled up).
 */
export const productDayCounterEntity = new Entity({
  model: { entity: 'productDayCounter', version: '1', service },
  attributes: {
    day: { type: 'string', required: true },
    shard: { type: 'number', required: true },
    productId: { type: 'string', required: true },
    views: { type: 'number', required: true, default: 0 },
    /** Seconds on the product's page and how many views they cover: average view time is one over the other. */
    viewSeconds: { type: 'number', required: true, default: 0 },
    timedViews: { type: 'number', required: true, default: 0 },
    /** Visitors counted once per product and day (`viewerMark`). */
    uniqueViewers: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number' },
    ...timestamps,
  },
  indexes: {
    byDay: { pk: { field: 'pk', composite: ['day', 'shard'] }, sk: { field: 'sk', composite: ['productId'] } },
  },
});
/** Two partitions a day: a product viewed thousands of times a second spreads over two items, and a read is two Queries. */
export const productDayShards = 2;
export type ProductDayCounterItem = EntityItem<typeof productDayCounterEntity>;
