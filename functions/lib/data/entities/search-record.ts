import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * The denormalised search record of one variant, kept by the index-sync consumer. It is what gets pushed to
 * the search engine and exported, so neither ever reads the catalogue with a Scan.
 */
export const searchRecordEntity = new Entity({
  model: { entity: 'searchRecord', version: '1', service },
  attributes: {
    objectID: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    hit: { type: 'any', required: true },
    ...timestamps,
  },
  indexes: {
    byProduct: { pk: { field: 'pk', composite: ['productId'] }, sk: { field: 'sk', composite: ['objectID'] } },
    all: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['objectID'] } },
  },
});
export type SearchRecordItem = EntityItem<typeof searchRecordEntity>;
