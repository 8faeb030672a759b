import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * Counts the dashboard reads instead of counting records (back-office §2): `products` (every product), `products#active`,
 * `platform#{platformId}` (products with at least one variant on the platform), `users`, `translated#{language}`
 * (products with a translated name and description: shared/translations/coverage.ts). Each moves with `ADD count ±1` in
 * the same transaction as the write it counts; `npm run recount` rebuilds them from the table. Staff writes are rare,
 * so unlike the sales counters these are not sharded.
 */
export const catalogCounterEntity = new Entity({
  model: { entity: 'catalogCounter', version: '1', service },
  attributes: {
    scope: { type: 'string', required: true },
    count: { type: 'number', required: true, default: 0 },
    ...timestamps,
  },
  indexes: {
    byScope: { pk: { field: 'pk', composite: ['scope'] }, sk: { field: 'sk', composite: [] } },
  },
});
export type CatalogCounterItem = EntityItem<typeof catalogCounterEntity>;

export const catalogCounterScopes = {
  products: 'products',
  activeProducts: 'products#active',
  platform: (platformId: string) => `platform#${platformId}`,
  users: 'users',
  translated: (language: string) => `translated#${language}`,
} as const;
