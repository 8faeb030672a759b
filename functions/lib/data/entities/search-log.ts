import { Entity, type EntityItem } from 'electrodb';
import { searchLanguages } from '../../../../shared/search/index-names';
import { service, timestamps } from './entity-config';

/**
 * One search a shopper made (intelligence-and-search §3 search log), for the search analytics screens. Entries are
 * spread over 16 partitions by their id so a busy storefront does not heat one key; the analytics reader queries
 * every shard from a start time and merges them newest first.
 */
export const searchLogEntity = new Entity({
  model: { entity: 'searchLog', version: '1', service },
  attributes: {
    logId: { type: 'string', required: true },
    shard: { type: 'string', required: true },
    query: { type: 'string', required: true },
    language: { type: searchLanguages, required: true },
    currency: { type: 'string', required: true },
    platform: { type: 'string' },
    resultsCount: { type: 'number', required: true },
    processingTimeMs: { type: 'number' },
    searchedAt: { type: 'string', required: true },
    ipAddress: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['logId'] }, sk: { field: 'sk', composite: [] } },
    bySearchedAt: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['shard'] },
      sk: { field: 'gsi1sk', composite: ['searchedAt', 'logId'] },
    },
  },
});
export type SearchLogItem = EntityItem<typeof searchLogEntity>;

export const searchLogShards = 16;
