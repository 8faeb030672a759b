import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * Sales figures kept on write: per UTC day (`day#2026-11-24`), per hour (`hour#2026-11-24T20`) and for all time (`all`), moved in the same transaction
 * as the sale or refund, so the dashboard reads a handful of items instead of counting orders. Each figure is spread
 * over `counterShards` items (`day#2026-11-24#3`), one picked at random per transaction, because every sale
 * writing the same item would make concurrent sales conflict; a reader adds the shards up.
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

export const counterShards = 8;
export const dayScope = (at: Date) => `day#${at.toISOString().slice(0, 10)}`;
export const allTimeScope = 'all';
/** Per UTC hour too, for the analytics panel's "Purchases (24h)", a window no calendar day matches. */
export const hourSalesScope = (at: Date) => `hour#${at.toISOString().slice(0, 13)}`;

/** The shard items a write picks from: one of each scope, at random. */
export const shardedScopes = (at: Date): string[] => {
  const shard = Math.floor(Math.random() * counterShards);
  return [`${dayScope(at)}#${shard}`, `${hourSalesScope(at)}#${shard}`, `${allTimeScope}#${shard}`];
};

/** Every shard of a scope, for a reader to add up. */
export const scopeShards = (scope: string): string[] => Array.from({ length: counterShards }, (_, i) => `${scope}#${i}`);
