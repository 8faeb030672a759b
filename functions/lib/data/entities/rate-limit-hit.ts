import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * Rate-limiting activity (back-office §3 rate limit: endpoint, count, IP): the requests one caller had refused by one
 * limit in one UTC hour, raised with `ADD` by the limiters when they answer 429. A day's are one partition, listed by
 * the Geographic Security tab; TTL after 30 days.
 */
export const rateLimitHitEntity = new Entity({
  model: { entity: 'rateLimitHit', version: '1', service },
  attributes: {
    day: { type: 'string', required: true },
    /** `HH#endpoint#caller`: a day's records sort by hour. */
    slot: { type: 'string', required: true },
    hour: { type: 'string', required: true },
    /** Which limit refused, e.g. `track-ip`, `track-session`, `search-log`. */
    endpoint: { type: 'string', required: true },
    /** What the limit counts: an address, or a tracking session. */
    caller: { type: 'string', required: true },
    ipAddress: { type: 'string' },
    count: { type: 'number', required: true, default: 0 },
    lastAt: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byDay: { pk: { field: 'pk', composite: ['day'] }, sk: { field: 'sk', composite: ['slot'] } },
  },
});
export type RateLimitHitItem = EntityItem<typeof rateLimitHitEntity>;
