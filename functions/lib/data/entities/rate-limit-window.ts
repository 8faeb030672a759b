import { Entity, type EntityItem } from 'electrodb';
import { service } from './entity-config';

/**
 * A fixed-window request counter: one item per scope (which limit), caller and window, raised with a conditional update and
 * removed by the table's TTL (`expiresAt`, epoch seconds) once the window is over.
 */
export const rateLimitWindowEntity = new Entity({
  model: { entity: 'rateLimitWindow', version: '1', service },
  attributes: {
    scope: { type: 'string', required: true },
    caller: { type: 'string', required: true },
    windowStart: { type: 'number', required: true },
    count: { type: 'number' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byWindow: { pk: { field: 'pk', composite: ['scope', 'caller'] }, sk: { field: 'sk', composite: ['windowStart'] } },
  },
});
export type RateLimitWindowItem = EntityItem<typeof rateLimitWindowEntity>;
