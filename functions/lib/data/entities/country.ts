import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

export const countryEntity = new Entity({
  model: { entity: 'country', version: '1', service },
  attributes: {
    code: { type: 'string', required: true },
    name: { type: 'string', required: true },
    isActive: { type: 'boolean', required: true, default: true },
    ...timestamps,
  },
  indexes: {
    byCode: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['code'] } },
  },
});
export type CountryItem = EntityItem<typeof countryEntity>;
