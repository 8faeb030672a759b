import { describe, expect, it, vi } from 'vitest';
import { parseCidr } from '../../../shared/security/ip-address';
import type { AsnRecord } from './asn-database';
import { ipIntelligenceFromSettings } from './ip-intelligence-from-settings';
import { readIpIntelligenceSettings } from './ip-intelligence-settings';
import { OfflineIpIntelligence } from './offline-ip-intelligence';
import { RangeTable } from './range-table';
import { shippedLists } from './shipped-lists';

const databaseOf = (entries: [string, AsnRecord][]) => {
  const table = new RangeTable<AsnRecord>();
  for (const [cidr, record] of entries) table.add(parseCidr(cidr), record);
  return table;
};

describe('the offline IP adapter', () => {
  it('loads the ASN database once, however many lookups wait for it', async () => {
    const load = vi.fn(async () => databaseOf([['3.0.0.0/9', { asn: 16509, organisation: 'Amazon.com, Inc.' }]]));
    const adapter = new OfflineIpIntelligence(shippedLists({ documentationRanges: false }), load);

    const verdicts = await Promise.all([adapter.lookup('3.5.140.2'), adapter.lookup('3.5.140.3'), adapter.lookup('8.8.8.8')]);

    expect(load).toHaveBeenCalledTimes(1);
    expect(verdicts.map((v) => [v.asn, v.isHosting])).toEqual([
      [16509, true],
      [16509, true],
      [null, false],
    ]);
  });

  it('lets the documentation overlay win over the database for the ranges it names', async () => {
    const adapter = new OfflineIpIntelligence(shippedLists({ documentationRanges: true }), async () => databaseOf([['192.0.2.0/24', { asn: 64511, organisation: 'wrong' }]]));

    expect(await adapter.lookup('192.0.2.1')).toMatchObject({ asn: 16509, isHosting: true });
  });

  it('still finds Tor exits and flagged ranges without a database, and calls what it cannot place unroutable', async () => {
    const adapter = new OfflineIpIntelligence(shippedLists({ documentationRanges: true }), async () => null);

    const [shippedExit, documentedExit, vpnRange, loopback] = await Promise.all(['185.220.101.1', '203.0.113.67', '198.51.100.5', '127.0.0.1'].map((ip) => adapter.lookup(ip)));

    expect(shippedExit).toMatchObject({ isTor: true, asn: null, reputation: 70 });
    expect(documentedExit).toMatchObject({ isTor: true, asn: 64497 });
    expect(vpnRange).toMatchObject({ isVpn: true });
    expect(loopback).toMatchObject({ asn: null, reputation: 25 });
  });

  it('answers from the lists when the configured database cannot be read', async () => {
    const adapter = ipIntelligenceFromSettings(readIpIntelligenceSettings({ IP_ASN_DATABASE_DIR: '/nonexistent/asn', IP_DOCUMENTATION_RANGES: 'true' }));

    expect(await adapter.lookup('203.0.113.66')).toMatchObject({ isTor: true, source: 'offline' });
    expect(await adapter.lookup('3.5.140.2')).toMatchObject({ asn: null, isHosting: false });
  });
});
