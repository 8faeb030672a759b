import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * A user's profile (shared/auth/profile.ts). Credentials live in Cognito on AWS and in the local identity
 * service on one machine; the profile is created once, by the post-confirmation trigger or on first read.
 * E-mail, name, username, country and phone are absent when the identity provider did not give them
 * (a phone-only account has no e-mail, so the by-e-mail index is sparse).
 */
export const userEntity = new Entity({
  model: { entity: 'user', version: '1', service },
  attributes: {
    userId: { type: 'string', required: true },
    email: { type: 'string' },
    fullName: { type: 'string' },
    username: { type: 'string' },
    country: { type: 'string' },
    phone: { type: 'string' },
    groups: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    ...timestamps,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
    byEmail: {
      index: 'gsi1',
      condition: (attr) => attr.email !== undefined,
      pk: { field: 'gsi1pk', composite: ['email'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
    /** Every user, newest first: the back office's user list. Items written before this index get it from `recount-users`. */
    newest: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['createdAt'] } },
  },
});
export type UserItem = EntityItem<typeof userEntity>;
