import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * Products on sale per platform, which the storefront's platform strip and side menu show: moved ±1 with each
 * `listedPlatform` marker, so the home page reads a handful of counters instead of every search record.
 * `npm run recount` rebuilds them from the search records.
 */
export const listedPlatformCountEntity = new Entity({
  model: { entity: 'listedPlatformCount', version: '1', service },
  attributes: {
    platformId: { type: 'string', required: true },
    count: { type: 'number', required: true, default: 0 },
    ...timestamps,
  },
  indexes: {
    byPlatform: { pk: { field: 'pk', composite: ['platformId'] }, sk: { field: 'sk', composite: [] } },
  },
});
export type ListedPlatformCountItem = EntityItem<typeof listedPlatformCountEntity>;
