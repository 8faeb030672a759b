import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * How many tracking sessions a signed-in user has had (back office Users: the Sessions column), moved with `ADD` in the
 * same transaction that first writes a session with that user, so a session counts once however it was linked. A
 * separate item beside the profile for the reason `userOrderStats` is: an `ADD` must not create a half profile.
 */
export const userSessionTallyEntity = new Entity({
  model: { entity: 'userSessionTally', version: '1', service },
  attributes: {
    userId: { type: 'string', required: true },
    sessions: { type: 'number', required: true, default: 0 },
    lastSessionAt: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
});
export type UserSessionTallyItem = EntityItem<typeof userSessionTallyEntity>;
