import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

export const languageEntity = new Entity({
  model: { entity: 'language', version: '1', service },
  attributes: {
    code: { type: 'string', required: true },
    name: { type: 'string', required: true },
    nativeName: { type: 'string' },
    isActive: { type: 'boolean', required: true, default: true },
    ...timestamps,
  },
  indexes: {
    byCode: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['code'] } },
  },
});
export type LanguageItem = EntityItem<typeof languageEntity>;
