import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * "This order e-mail is being sent": put only if absent or its lease has run out, before the e-mail goes, so two
 * deliveries of one payment event handled at once send it once. The lease outlives any step that sends (a 30 s consumer,
 * a 29 s API request) and ends before SQS redelivers a crashed one (six times the consumer's timeout), which then sends
 * it. Gone by TTL.
 */
export const orderEmailClaimEntity = new Entity({
  model: { entity: 'orderEmailClaim', version: '1', service },
  attributes: {
    orderId: { type: 'string', required: true },
    mark: { type: 'string', required: true },
    leaseUntil: { type: 'number', required: true },
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byMark: { pk: { field: 'pk', composite: ['orderId', 'mark'] }, sk: { field: 'sk', composite: [] } },
  },
});
export type OrderEmailClaimItem = EntityItem<typeof orderEmailClaimEntity>;
