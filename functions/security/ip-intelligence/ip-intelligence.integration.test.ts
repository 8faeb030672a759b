import { beforeAll, describe, expect, it } from 'vitest';
import { requireIp } from '../../../shared/security/ip-address';
import type { Deps } from '../../lib/deps';
import { useTestTable } from '../../../test/integration/table';
import type { IpIntelligence } from './ip-intelligence';
import { ipIntelligenceFromSettings } from './ip-intelligence-from-settings';
import { readIpIntelligenceSettings } from './ip-intelligence-settings';
import { recordIpSeen } from './record-ip-seen';

const offline = (documentationRanges: boolean) => ipIntelligenceFromSettings(readIpIntelligenceSettings({ IP_DOCUMENTATION_RANGES: String(documentationRanges) }));

describe('the offline IP adapter on one machine', () => {
  let demo: IpIntelligence;
  let production: IpIntelligence;
  beforeAll(async () => {
    demo = offline(true);
    production = offline(false);
    // The ASN database loads on the first lookup (a few seconds, once per process).
    await demo.lookup('192.0.2.1');
  }, 60_000);

  it('flags a Tor exit of the documentation range, and one from the shipped exit list', async () => {
    const [documented, shipped] = await Promise.all([demo.lookup('203.0.113.66'), production.lookup('185.220.101.1')]);

    expect(documented).toMatchObject({ isTor: true, isVpn: false, asn: 64497, reputation: 70, source: 'offline' });
    expect(shipped).toMatchObject({ isTor: true, asn: 60729 });
    expect(shipped.reputation).toBeGreaterThan(60);
  });

  it('flags a hosting ASN through the documentation range mapped to Amazon', async () => {
    expect(await demo.lookup('192.0.2.10')).toMatchObject({ asn: 16509, asOrganisation: 'Amazon.com, Inc.', isHosting: true, isVpn: false, subnet: '192.0.2.0/24', reputation: 30 });
  });

  it('flags a VPN range, a VPN ASN and a public proxy', async () => {
    const [range, asn, proxy] = await Promise.all([demo.lookup('198.51.100.20'), demo.lookup('2001:db8:b::7'), demo.lookup('198.51.100.250')]);

    expect(range).toMatchObject({ isVpn: true, isProxy: false, asn: 64496, reputation: 40 });
    expect(asn).toMatchObject({ isVpn: true, asn: 39351, subnet: '2001:db8:b::/64' });
    expect(proxy).toMatchObject({ isProxy: true, isVpn: false, reputation: 65 });
  });

  it('leaves a documentation home address clean, and knows a mobile carrier and carrier-grade NAT', async () => {
    const [home, phone, cgnat] = await Promise.all([demo.lookup('198.51.100.130'), demo.lookup('2001:db8:c::1'), demo.lookup('100.64.12.34')]);

    expect(home).toMatchObject({ isVpn: false, isProxy: false, isTor: false, isHosting: false, reputation: 0 });
    expect(phone).toMatchObject({ isMobileCarrier: true, asn: 21928, reputation: 0 });
    expect(cgnat).toMatchObject({ isCgnat: true, asn: null, subnet: '100.64.12.0/24', reputation: 0 });
  });

  it.each([
    ['an AWS address', '3.5.140.2', 16509],
    ['an AWS IPv6 address', '2a05:d018::1', 16509],
    ['a Google Cloud address', '34.117.59.81', 396982],
    ['a Hetzner address', '5.9.0.1', 24940],
  ])('finds %s in the real ASN database and calls it hosting', async (_case, address, asn) => {
    expect(await production.lookup(address)).toMatchObject({ asn, isHosting: true, isTor: false, source: 'offline' });
  });

  it.each([
    ['a Mullvad address', '45.83.220.10', 39351, { isVpn: true, isHosting: false, reputation: 40 }],
    ['an M247 address, a data centre selling to VPNs', '2.56.16.10', 9009, { isVpn: true, isHosting: true, reputation: 70 }],
  ])('finds %s in the real ASN database and calls it a VPN', async (_case, address, asn, verdict) => {
    expect(await production.lookup(address)).toMatchObject({ asn, ...verdict });
  });

  it('gives the documentation ranges no meaning when the overlay is off', async () => {
    expect(await production.lookup('192.0.2.10')).toMatchObject({ asn: null, isHosting: false, reputation: 25 });
  });

  it('answers a lookup in well under a millisecond once loaded', async () => {
    const addresses = Array.from({ length: 2000 }, (_, i) => `${(i * 7) % 223 + 1}.${i % 256}.${(i * 13) % 256}.${i % 250}`);
    const adapter = offline(false);
    await adapter.lookup('8.8.8.8');

    const started = performance.now();
    for (const address of addresses) await adapter.lookup(address);
    const perLookupMs = (performance.now() - started) / addresses.length;

    expect(perLookupMs).toBeLessThan(1);
  });
});

describe('IP history', () => {
  let deps: Deps;
  beforeAll(async () => {
    deps = await useTestTable();
  });

  it('keeps the first sighting, the latest verdict and the count of an address, findable by subnet and ASN', async () => {
    const adapter = offline(true);
    const address = `192.0.2.${10 + Math.floor(Math.random() * 200)}`;
    const verdict = await adapter.lookup(address);

    await recordIpSeen(deps, verdict, new Date('2026-11-25T10:00:00.000Z'));
    await Promise.all([recordIpSeen(deps, { ...verdict, reputation: 55 }, new Date('2026-11-25T11:00:00.000Z')), recordIpSeen(deps, verdict, new Date('2026-11-25T10:30:00.000Z'))]);

    const { data } = await deps.store.entities.ipHistory.get({ ip: requireIp(address).text }).go();
    expect(data).toMatchObject({ ip: address, subnet: '192.0.2.0/24', asn: 16509, isHosting: true, firstSeenAt: '2026-11-25T10:00:00.000Z', seenCount: 3 });
    const bySubnet = await deps.store.entities.ipHistory.query.bySubnet({ subnet: '192.0.2.0/24' }).go();
    const byAsn = await deps.store.entities.ipHistory.query.byAsn({ asn: 16509 }).go();
    expect(bySubnet.data.map((item) => item.ip)).toContain(address);
    expect(byAsn.data.map((item) => item.ip)).toContain(address);
  });

  it('keeps an address with no known network out of the ASN index', async () => {
    const verdict = await offline(false).lookup('100.64.77.1');

    await recordIpSeen(deps, verdict, new Date('2026-11-25T12:00:00.000Z'));

    const { data } = await deps.store.entities.ipHistory.get({ ip: '100.64.77.1' }).go();
    expect(data).toMatchObject({ isCgnat: true, seenCount: 1 });
    expect(data?.asn).toBeUndefined();
  });
});
