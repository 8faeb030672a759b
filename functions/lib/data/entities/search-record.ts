import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * The denormalised search records of one variant, kept by the index-sync consumer. They are what gets pushed to
 * the search engine (the full reindex reads them) and exported, so neither ever reads the catalogue with a Scan.
 */
export const searchRecordEntity = new Entity({
  model: { entity: 'searchRecord', version: '1', service },
  attributes: {
    objectID: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    /** The English record, which exports read. */
    hit: { type: 'any', required: true },
    /** Every language's record (en, es, pt). Absent on records written before translations: the reindex rebuilds those. */
    hits: { type: 'any' },
    ...timestamps,
  },
  indexes: {
    byProduct: { pk: { field: 'pk', composite: ['productId'] }, sk: { field: 'sk', composite: ['objectID'] } },
    all: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['objectID'] } },
  },
});
export type SearchRecordItem = EntityItem<typeof searchRecordEntity>;
