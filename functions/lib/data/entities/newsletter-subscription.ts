import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

export const newsletterStatuses = ['subscribed', 'unsubscribed'] as const;

/**
 * One item per subscribed email (lower-cased), so subscribing twice is a no-op by key. `consentedAt` is when the person
 * opted in (the subscribe request itself; a new one after unsubscribing renews it) and `source` where. Unsubscribing
 * keeps the item with `status` unsubscribed, so it is counted but never listed or exported again. The back office lists
 * one status's partition, newest consent first; both statuses move with `newsletterTally` in the same transaction
 * (functions/storefront/newsletter-writes.ts).
 */
export const newsletterSubscriptionEntity = new Entity({
  model: { entity: 'newsletterSubscription', version: '1', service },
  attributes: {
    email: { type: 'string', required: true },
    source: { type: 'string', required: true, default: 'footer' },
    status: { type: newsletterStatuses, required: true, default: 'subscribed' },
    consentedAt: { type: 'string', required: true, default: () => new Date().toISOString() },
    unsubscribedAt: { type: 'string' },
    ...timestamps,
  },
  indexes: {
    byEmail: { pk: { field: 'pk', composite: ['email'] }, sk: { field: 'sk', composite: [] } },
    byStatus: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['status'] }, sk: { field: 'gsi2sk', composite: ['consentedAt', 'email'] } },
  },
});
export type NewsletterSubscriptionItem = EntityItem<typeof newsletterSubscriptionEntity>;
