import { Entity, type EntityItem } from 'electrodb';
import { searchLanguages } from '../../../../shared/search/index-names';
import { synonymTypes } from '../../../../shared/search/synonym';
import { service, timestamps } from './entity-config';

/**
 * A search synonym staff manage (issue 19), per language index: the table is the truth, and every change and every
 * reindex pushes the language's whole list to the engine. One partition per language (at most
 * `maxSynonymsPerLanguage`), by id, so the list is one Query.
 */
export const searchSynonymEntity = new Entity({
  model: { entity: 'searchSynonym', version: '1', service },
  attributes: {
    language: { type: searchLanguages, required: true },
    objectID: { type: 'string', required: true },
    type: { type: synonymTypes, required: true },
    synonyms: { type: 'list', items: { type: 'string' } },
    input: { type: 'string' },
    word: { type: 'string' },
    corrections: { type: 'list', items: { type: 'string' } },
    placeholder: { type: 'string' },
    replacements: { type: 'list', items: { type: 'string' } },
    updatedBy: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byLanguage: { pk: { field: 'pk', composite: ['language'] }, sk: { field: 'sk', composite: ['objectID'] } },
  },
});
export type SearchSynonymItem = EntityItem<typeof searchSynonymEntity>;
