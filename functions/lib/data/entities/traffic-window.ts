import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * The 23 finished hours before a UTC hour, added up once (every 5 minutes by the `rollUpTraffic` schedule): their
 * traffic and purchase counts and their visitor sketches merged, so "the last 24 hours" is this one item and the live
 * current hour's few counters, instead of 24 hours of shards on every read. Late batches for a finished hour show on
 * the next run.
 */
export const trafficWindowEntity = new Entity({
  model: { entity: 'trafficWindow', version: '1', service },
  attributes: {
    /** The current hour the window ends at (`2026-11-24T20`); the 23 hours before it are summed. */
    hour: { type: 'string', required: true },
    /**
     * The finished hours' counts, merged visitor and session registers, the chart's six finished days and their
     * products, as one JSON string: written whole every run and read whole, so DynamoDB stores one string instead of
     * 2,000 numbers it would have to take apart on every read.
     */
    figures: { type: 'string', required: true },
    computedAt: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byHour: { pk: { field: 'pk', composite: ['hour'] }, sk: { field: 'sk', composite: [] } },
  },
});
export type TrafficWindowItem = EntityItem<typeof trafficWindowEntity>;
