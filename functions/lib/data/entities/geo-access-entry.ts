import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * Geographic Security's access log (back-office §2, §3 geographic restriction): a checkout from a blocked or flagged
 * country or city, with where, who and what was done. Written by the checkout's risk check with the restriction's hit
 * count in one transaction; listed newest first by day; TTL after 90 days.
 */
export const geoAccessEntryEntity = new Entity({
  model: { entity: 'geoAccessEntry', version: '1', service },
  attributes: {
    day: { type: 'string', required: true },
    /** A ULID: entries of a day sort by time. */
    entryId: { type: 'string', required: true },
    at: { type: 'string', required: true },
    ipAddress: { type: 'string', required: true },
    countryCode: { type: 'string', required: true },
    city: { type: 'string' },
    /** `blocked` (the checkout was refused) or `flagged` (it went on, with an alert). */
    outcome: { type: 'string', required: true },
    userId: { type: 'string' },
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byDay: { pk: { field: 'pk', composite: ['day'] }, sk: { field: 'sk', composite: ['entryId'] } },
  },
});
export type GeoAccessEntryItem = EntityItem<typeof geoAccessEntryEntity>;
