import { Entity, type EntityItem } from 'electrodb';
import { service } from './entity-config';

/**
 * Keys an import has stored for a variant and not yet added to its `availableKeys`: one item per import lane, raised in
 * the same transaction as the keys it counts and deleted in the transaction that adds it to the variant, so a variant's
 * available keys always equal `availableKeys` plus its tallies. Lanes write their own tally so an import's concurrent
 * transactions never contend on one item (the variant's counter would make them conflict on DynamoDB).
 */
export const keyImportTallyEntity = new Entity({
  model: { entity: 'keyImportTally', version: '1', service },
  attributes: {
    variantId: { type: 'string', required: true },
    /** The import and its lane. */
    tallyId: { type: 'string', required: true },
    keys: { type: 'number', required: true },
  },
  indexes: {
    byVariant: { pk: { field: 'pk', composite: ['variantId'] }, sk: { field: 'sk', composite: ['tallyId'] } },
  },
});
export type KeyImportTallyItem = EntityItem<typeof keyImportTallyEntity>;
