import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * Storefront traffic per UTC hour (`hour#2026-11-24T20#2`) and day (`day#2026-11-24#2`), moved with `ADD` in the same
 * transaction as the session a batch advances, so the dashboard's analytics panel adds up a few dozen items and never
 * reads an event. Each figure is spread over `trafficShards` items, one picked at random per batch, so a burst of
 * beacons does not queue on one item.
 */
export const trafficCounterEntity = new Entity({
  model: { entity: 'trafficCounter', version: '1', service },
  attributes: {
    scope: { type: 'string', required: true },
    events: { type: 'number', required: true, default: 0 },
    pageViews: { type: 'number', required: true, default: 0 },
    productViews: { type: 'number', required: true, default: 0 },
    sessionsStarted: { type: 'number', required: true, default: 0 },
    sessionSeconds: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number' },
    ...timestamps,
  },
  indexes: {
    byScope: { pk: { field: 'pk', composite: ['scope'] }, sk: { field: 'sk', composite: [] } },
  },
});
export type TrafficCounterItem = EntityItem<typeof trafficCounterEntity>;

export const trafficShards = 4;
export const hourScope = (hour: string, shard: number) => `hour#${hour}#${shard}`;
export const dayTrafficScope = (day: string, shard: number) => `day#${day}#${shard}`;
/** Every shard of an hour or day, for a reader to add up. */
export const trafficScopes = (scope: (shard: number) => string) => Array.from({ length: trafficShards }, (_, i) => scope(i));
