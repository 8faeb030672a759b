import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/** A data migration that has run to its end on this table, so a tool that starts often skips it without a scan. */
export const tableMigrationEntity = new Entity({
  model: { entity: 'tableMigration', version: '1', service },
  attributes: {
    name: { type: 'string', required: true },
    /** How many items it rewrote. */
    moved: { type: 'number', required: true },
    /** For the key layout: keys moved by it still hold fingerprint claims, which imports must read too. */
    legacyClaims: { type: 'boolean' },
    ...timestamps,
  },
  indexes: {
    byName: { pk: { field: 'pk', composite: ['name'] }, sk: { field: 'sk', composite: [] } },
  },
});
export type TableMigrationItem = EntityItem<typeof tableMigrationEntity>;

/** Keys moved from the variant-partitioned layout to one keyed by key id (local/maintenance/migrate-key-layout.ts). */
export const keyLayoutMigration = 'product-key-by-id';
