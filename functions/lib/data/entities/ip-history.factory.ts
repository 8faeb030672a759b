import type { IpHistoryItem } from './ip-history';

export function createIpHistory(overrides: Partial<IpHistoryItem> = {}): IpHistoryItem {
  const now = new Date().toISOString();
  return {
    ip: '192.0.2.10',
    subnet: '192.0.2.0/24',
    asn: 16509,
    asOrganisation: 'Amazon.com, Inc.',
    isVpn: false,
    isProxy: false,
    isTor: false,
    isHosting: true,
    isMobileCarrier: false,
    isCgnat: false,
    reputation: 30,
    source: 'offline',
    firstSeenAt: now,
    lastSeenAt: now,
    seenCount: 1,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}
