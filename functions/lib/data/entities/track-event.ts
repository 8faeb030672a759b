import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * One raw tracking event of a visitor session (storefront §3 user_activity_events, page_views, product_views), kept
 * under its session in time order and gone by TTL after `TRACK_EVENT_RETENTION_DAYS`. Its id is the batch's and its
 * place in it, so a batch delivered twice writes the same items again instead of new ones.
 */
export const trackEventEntity = new Entity({
  model: { entity: 'trackEvent', version: '1', service },
  attributes: {
    sessionId: { type: 'string', required: true },
    /** `{at ISO}#{batchId}#{index}`: time order within the session, unique per event. */
    eventKey: { type: 'string', required: true },
    type: { type: 'string', required: true },
    at: { type: 'string', required: true },
    path: { type: 'string', required: true },
    /** The event's own fields (title, referrer, selector, depth, product, buffers…), as validated. */
    data: { type: 'any' },
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    bySession: { pk: { field: 'pk', composite: ['sessionId'] }, sk: { field: 'sk', composite: ['eventKey'] } },
  },
});
export type TrackEventItem = EntityItem<typeof trackEventEntity>;
