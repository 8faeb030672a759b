import { Entity, type EntityItem } from 'electrodb';
import { lookupScopes } from '../../../../shared/search/lookup-terms';
import { service } from './entity-config';

/**
 * One word a back-office record is found by (shared/search/lookup-terms.ts): partitioned by scope and the word's first two
 * characters, sorted by the word, so `begins_with` on the word is a prefix search in one small partition. `haystack` holds
 * every term of the record, so a query's other words are checked without reading the record.
 */
export const lookupTermEntity = new Entity({
  model: { entity: 'lookupTerm', version: '1', service },
  attributes: {
    scope: { type: lookupScopes, required: true },
    bucket: { type: 'string', required: true },
    term: { type: 'string', required: true },
    refId: { type: 'string', required: true },
    /** Orders within one term: newest first is `createdAt` read descending. */
    rank: { type: 'string', required: true },
    haystack: { type: 'string', required: true },
  },
  indexes: {
    byTerm: { pk: { field: 'pk', composite: ['scope', 'bucket'] }, sk: { field: 'sk', composite: ['term', 'rank', 'refId'] } },
  },
});
export type LookupTermItem = EntityItem<typeof lookupTermEntity>;
