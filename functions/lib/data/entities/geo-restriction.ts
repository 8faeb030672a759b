import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * A geographic restriction (back-office §3): a country, or one city of it, that is blocked (checkout refused) or
 * flagged (an alert). A short list in one partition, read whole and cached by the checkout's risk check.
 */
export const geoRestrictionEntity = new Entity({
  model: { entity: 'geoRestriction', version: '1', service },
  attributes: {
    countryCode: { type: 'string', required: true },
    /** Lower-cased city name, or `*` for the whole country. */
    city: { type: 'string', required: true },
    cityName: { type: 'string' },
    action: { type: ['block', 'flag'] as const, required: true },
    reason: { type: 'string' },
    /** Checkouts it refused or flagged. */
    hits: { type: 'number', required: true, default: 0 },
    lastHitAt: { type: 'string' },
    createdBy: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    all: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['countryCode', 'city'] } },
  },
});
export type GeoRestrictionItem = EntityItem<typeof geoRestrictionEntity>;
