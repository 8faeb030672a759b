import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * The newsletter's subscribed and unsubscribed counts, one item, moved with `ADD` in the transaction that subscribes,
 * unsubscribes or re-subscribes an email, so the Audience screen reads two numbers instead of counting the list.
 * Unsharded: sign-ups are rare next to orders, and a contended transaction is retried (newsletter-writes.ts).
 */
export const newsletterTallyEntity = new Entity({
  model: { entity: 'newsletterTally', version: '1', service },
  attributes: {
    subscribed: { type: 'number', required: true, default: 0 },
    unsubscribed: { type: 'number', required: true, default: 0 },
    ...timestamps,
  },
  indexes: {
    single: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: [] } },
  },
});
export type NewsletterTallyItem = EntityItem<typeof newsletterTallyEntity>;
