import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

export const regionEntity = new Entity({
  model: { entity: 'region', version: '1', service },
  attributes: {
    regionId: { type: 'string', required: true },
    code: { type: 'string', required: true },
    name: { type: 'string', required: true },
    isGlobal: { type: 'boolean', required: true, default: false },
    restrictions: { type: 'string' },
    excludedCountries: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    ...timestamps,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['regionId'] } },
    byCode: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['code'] }, sk: { field: 'gsi1sk', composite: [] } },
  },
});
export type RegionItem = EntityItem<typeof regionEntity>;
