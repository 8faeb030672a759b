import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * "This tracking session belongs to this user", written when the visitor signs in (storefront §4). It sits in the
 * session's own partition, so the tracking consumer reads it with the session in one Query and a sign-in that lands
 * before the session's first batch is not lost. Created only if absent or already the same user's.
 */
export const sessionLinkEntity = new Entity({
  model: { entity: 'sessionLink', version: '1', service },
  attributes: {
    sessionId: { type: 'string', required: true },
    userId: { type: 'string', required: true },
    linkedAt: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['sessionId'] }, sk: { field: 'sk', composite: [] } },
  },
});
export type SessionLinkItem = EntityItem<typeof sessionLinkEntity>;
