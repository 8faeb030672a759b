import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * A visitor's tracking session with its journey (storefront §3 user_sessions and user_journey_analytics): one item,
 * rewritten under a version condition by the tracking consumer. Kept for `TRACK_SESSION_RETENTION_DAYS`; a signed-in
 * visitor's sessions are listed newest first through gsi1, a device's by latest activity through gsi2, and for the
 * intelligence console all of a day's (gsi3), an address's (gsi4) and a country's of a day (gsi5).
 */
export const visitorSessionEntity = new Entity({
  model: { entity: 'visitorSession', version: '1', service },
  attributes: {
    sessionId: { type: 'string', required: true },
    userId: { type: 'string' },
    ipAddress: { type: 'string' },
    countryCode: { type: 'string' },
    city: { type: 'string' },
    userAgent: { type: 'string' },
    fingerprint: { type: 'string' },
    /** The signals the fingerprint hashes (shared/tracking/track-batch.ts), for the intelligence console to compare. */
    deviceSignals: { type: 'any' },
    startedAt: { type: 'string', required: true },
    /** The UTC day the session began, kept from `startedAt`: the console's listing partitions by it. */
    startDay: { type: 'string', watch: ['startedAt'], set: (_, { startedAt }) => (typeof startedAt === 'string' ? startedAt.slice(0, 10) : undefined) },
    /** Country and start day together (`DE#2026-11-25`), absent without a country, so such sessions stay off gsi5. */
    countryDay: {
      type: 'string',
      watch: ['countryCode', 'startedAt'],
      set: (_, { countryCode, startedAt }) => (typeof countryCode === 'string' && typeof startedAt === 'string' ? `${countryCode}#${startedAt.slice(0, 10)}` : undefined),
    },
    lastActivityAt: { type: 'string', required: true },
    endedAt: { type: 'string' },
    /** The tab's clock (epoch ms) at its newest activity and at its end: what orders a late beacon (shared/tracking/apply-batch.ts). */
    lastClientAt: { type: 'number' },
    endedClientAt: { type: 'number' },
    durationSeconds: { type: 'number', required: true },
    events: { type: 'number', required: true },
    /** The journey (shared/tracking/journey.ts) as the pure rules build it. */
    journey: { type: 'any', required: true },
    /** The newest batch ids applied, so a batch delivered twice is not counted twice. */
    recentBatches: { type: 'list', items: { type: 'string' }, required: true },
    /** The product page the visitor is on (shared/tracking/traffic-tally.ts), so its view time counts for the product. */
    lastProduct: { type: 'any' },
    version: { type: 'number', required: true },
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['sessionId'] }, sk: { field: 'sk', composite: [] } },
    byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['startedAt', 'sessionId'] } },
    /** A device's sessions by latest activity, to carry a live one on in a new tab (functions/tracking/reusable-session.ts). */
    byFingerprint: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['fingerprint'] }, sk: { field: 'gsi2sk', composite: ['lastActivityAt', 'sessionId'] } },
    /** The intelligence console's session list (intelligence §7): a day's sessions newest first. */
    byStartDay: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['startDay'] }, sk: { field: 'gsi3sk', composite: ['startedAt', 'sessionId'] } },
    /** An address's sessions newest first: the IP group chip and correlation's candidates by address and subnet. */
    byIp: { index: 'gsi4', pk: { field: 'gsi4pk', composite: ['ipAddress'] }, sk: { field: 'gsi4sk', composite: ['startedAt', 'sessionId'] } },
    /** The country filter: one country's sessions of a day, newest first. */
    byCountryDay: { index: 'gsi5', pk: { field: 'gsi5pk', composite: ['countryDay'] }, sk: { field: 'gsi5sk', composite: ['startedAt', 'sessionId'] } },
  },
});
export type VisitorSessionItem = EntityItem<typeof visitorSessionEntity>;
