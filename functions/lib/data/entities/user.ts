import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/** A customer or staff profile. Credentials live in Cognito on AWS and in the local identity store on one machine. */
export const userEntity = new Entity({
  model: { entity: 'user', version: '1', service },
  attributes: {
    userId: { type: 'string', required: true },
    email: { type: 'string', required: true },
    fullName: { type: 'string', required: true },
    country: { type: 'string' },
    phone: { type: 'string' },
    groups: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    ...timestamps,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
    byEmail: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['email'] }, sk: { field: 'gsi1sk', composite: [] } },
  },
});
export type UserItem = EntityItem<typeof userEntity>;
