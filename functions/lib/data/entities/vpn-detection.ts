import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * A VPN detection log entry (back-office §3): an anonymising address seen on a real path (checkout, sign-in), once per
 * address and hour (its id), with the verdict and who was behind it. The Threat Detection tab lists them newest first
 * by day; TTL after 90 days.
 */
export const vpnDetectionEntity = new Entity({
  model: { entity: 'vpnDetection', version: '1', service },
  attributes: {
    detectionId: { type: 'string', required: true },
    ipAddress: { type: 'string', required: true },
    userId: { type: 'string' },
    isVpn: { type: 'boolean', required: true },
    isProxy: { type: 'boolean', required: true },
    isTor: { type: 'boolean', required: true },
    provider: { type: 'string' },
    /** The address's reputation (0–100, higher is worse): the feed's score. */
    riskScore: { type: 'number', required: true },
    /** Where it was seen: `checkout` or `sign-in`. */
    seenAt: { type: 'string', required: true },
    detectedAt: { type: 'string', required: true },
    day: { type: 'string', required: true },
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['detectionId'] }, sk: { field: 'sk', composite: [] } },
    byDay: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['day'] }, sk: { field: 'gsi1sk', composite: ['detectedAt', 'detectionId'] } },
  },
});
export type VpnDetectionItem = EntityItem<typeof vpnDetectionEntity>;
