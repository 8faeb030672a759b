import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * A product viewed or an order paid, for the dashboard's Recent Activity (20 newest): small items under their UTC day,
 * newest last by time, so the panel reads one Query (two just after midnight). Gone by TTL after two days.
 */
export const recentActivityEntity = new Entity({
  model: { entity: 'recentActivity', version: '1', service },
  attributes: {
    day: { type: 'string', required: true },
    /** `{at ISO}#{batch or order}`: time order, and the same key when a message is redelivered. */
    activityKey: { type: 'string', required: true },
    kind: { type: ['viewed', 'purchased'] as const, required: true },
    at: { type: 'string', required: true },
    productId: { type: 'string' },
    orderId: { type: 'string' },
    valueCents: { type: 'number' },
    countryCode: { type: 'string' },
    sessionId: { type: 'string' },
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byDay: { pk: { field: 'pk', composite: ['day'] }, sk: { field: 'sk', composite: ['activityKey'] } },
  },
});
export type RecentActivityItem = EntityItem<typeof recentActivityEntity>;
