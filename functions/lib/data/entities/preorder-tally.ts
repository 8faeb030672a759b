import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * The units of a variant waiting for a key, the back office's pre-order cards and product list read instead of the
 * queue (back-office §2). It moves with `ADD waiting ±n` in the same transaction as every entry that joins or leaves
 * the `waiting` status, under the condition that already guards that entry, so it is exact under concurrency. Per
 * variant rather than per product: the page also needs which variants wait, to add up their keys in stock. All tallies
 * share one partition, so one Query lists the whole backlog; a variant whose queue emptied keeps a tally of 0 (ADD cannot
 * delete), which readers skip and `npm run recount` removes.
 */
export const preorderTallyEntity = new Entity({
  model: { entity: 'preorderTally', version: '1', service },
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
export type PreorderTallyItem = EntityItem<typeof preorderTallyEntity>;
