import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * A browser fingerprint (back-office §3): its hash, the sessions that carried it, its screen, languages and time zone,
 * and when it was last seen. Raised in the tracking consumer's transaction that creates a session with it, so the
 * session count is exact; listed newest first by the day it was last seen (the Threat Detection tab).
 */
export const browserFingerprintEntity = new Entity({
  model: { entity: 'browserFingerprint', version: '1', service },
  attributes: {
    fingerprint: { type: 'string', required: true },
    sessionCount: { type: 'number', required: true, default: 0 },
    screen: { type: 'string' },
    languages: { type: 'string' },
    timeZone: { type: 'string' },
    lastSeenAt: { type: 'string', required: true },
    lastSeenDay: { type: 'string', required: true },
    ...timestamps,
  },
  indexes: {
    byFingerprint: { pk: { field: 'pk', composite: ['fingerprint'] }, sk: { field: 'sk', composite: [] } },
    byLastSeen: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['lastSeenDay'] }, sk: { field: 'gsi1sk', composite: ['lastSeenAt', 'fingerprint'] } },
  },
});
export type BrowserFingerprintItem = EntityItem<typeof browserFingerprintEntity>;
