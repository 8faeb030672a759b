import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * How many orders are in each status (the orders screen's Pending and Completed cards, and its count), moved with
 * `ADD` in every transaction that creates an order or changes its status. One item holds a count per status, so a move
 * is one write (`ADD pending -1, completed 1`); it is spread over `orderStatusShards` items, one picked at random per
 * transaction, because every checkout creating a pending order would otherwise contend on one item (32: a hundred checkouts at once
 * on 8 shards spent their time retrying conflicts). A shard's own
 * figure may go below zero (an order created on shard 2 and settled on shard 5); only the sum over shards means anything.
 * `local/maintenance/recount-order-statuses.ts` rebuilds them from the orders.
 */
export const orderStatusCounterEntity = new Entity({
  model: { entity: 'orderStatusCounter', version: '1', service },
  attributes: {
    shard: { type: 'number', required: true },
    pending: { type: 'number', required: true, default: 0 },
    processing: { type: 'number', required: true, default: 0 },
    completed: { type: 'number', required: true, default: 0 },
    failed: { type: 'number', required: true, default: 0 },
    refunded: { type: 'number', required: true, default: 0 },
    preorder_confirmed: { type: 'number', required: true, default: 0 },
    ...timestamps,
  },
  indexes: {
    byShard: { pk: { field: 'pk', composite: ['shard'] }, sk: { field: 'sk', composite: [] } },
  },
});
export type OrderStatusCounterItem = EntityItem<typeof orderStatusCounterEntity>;

export const orderStatusShards = 32;
