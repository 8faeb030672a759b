import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/** One item per subscribed email (lower-cased), so subscribing twice is a no-op by key. */
export const newsletterSubscriptionEntity = new Entity({
  model: { entity: 'newsletterSubscription', version: '1', service },
  attributes: {
    email: { type: 'string', required: true },
    source: { type: 'string', required: true, default: 'footer' },
    ...timestamps,
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: [] } },
  },
});
export type NewsletterSubscriptionItem = EntityItem<typeof newsletterSubscriptionEntity>;
