import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * Sales figures kept on write: one item per UTC day (`day#2026-11-24`) and one for all time (`all`), moved in the
 * same transaction as the sale or refund, so the dashboard reads two items instead of counting orders.
 */
export const salesCounterEntity = new Entity({
  model: { entity: 'salesCounter', version: '1', service },
  attributes: {
    scope: { type: 'string', required: true },
    orders: { type: 'number', required: true, default: 0 },
    units: { type: 'number', required: true, default: 0 },
    revenueCents: { type: 'number', required: true, default: 0 },
    refunds: { type: 'number', required: true, default: 0 },
    refundedCents: { type: 'number', required: true, default: 0 },
    ...timestamps,
  },
  indexes: {
    byScope: { pk: { field: 'pk', composite: ['scope'] }, sk: { field: 'sk', composite: [] } },
  },
});
export type SalesCounterItem = EntityItem<typeof salesCounterEntity>;

export const dayScope = (at: Date) => `day#${at.toISOString().slice(0, 10)}`;
export const allTimeScope = 'all';
