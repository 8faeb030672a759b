import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * What the store has seen of one address: the latest verdict of the IP lookup (functions/security/ip-intelligence),
 * when it was first and last seen, and how often. One item per address, written with one upsert per sighting; listed
 * by subnet (gsi1) and by ASN (gsi2), latest first, for correlation. An address with no known ASN is left out of gsi2.
 */
export const ipHistoryEntity = new Entity({
  model: { entity: 'ipHistory', version: '1', service },
  attributes: {
    ip: { type: 'string', required: true },
    subnet: { type: 'string', required: true },
    asn: { type: 'number' },
    asOrganisation: { type: 'string' },
    isVpn: { type: 'boolean', required: true },
    isProxy: { type: 'boolean', required: true },
    isTor: { type: 'boolean', required: true },
    isHosting: { type: 'boolean', required: true },
    isMobileCarrier: { type: 'boolean', required: true },
    isCgnat: { type: 'boolean', required: true },
    reputation: { type: 'number', required: true },
    source: { type: 'string', required: true },
    firstSeenAt: { type: 'string', required: true },
    lastSeenAt: { type: 'string', required: true },
    seenCount: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byIp: { pk: { field: 'pk', composite: ['ip'] }, sk: { field: 'sk', composite: [] } },
    bySubnet: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['subnet'] }, sk: { field: 'gsi1sk', composite: ['lastSeenAt'] } },
    byAsn: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['asn'] }, sk: { field: 'gsi2sk', composite: ['lastSeenAt'] } },
  },
});
export type IpHistoryItem = EntityItem<typeof ipHistoryEntity>;
