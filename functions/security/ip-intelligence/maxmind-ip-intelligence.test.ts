import { describe, expect, it, vi } from 'vitest';
import { InvalidIpAddressError } from '../../../shared/security/ip-address';
import { MaxmindIpIntelligence, type InsightsClient, type MaxmindCredentials } from './maxmind-ip-intelligence';

const noTraits = { isAnonymousVpn: false, isHostingProvider: false, isPublicProxy: false, isResidentialProxy: false, isTorExitNode: false };
const answering = (traits: Record<string, unknown>): InsightsClient => ({ insights: vi.fn(async () => ({ traits: { ...noTraits, ...traits } })) as unknown as InsightsClient['insights'] });
const credentials = vi.fn(async (): Promise<MaxmindCredentials> => ({ accountId: '123456', licenseKey: 'key' }));

describe('the MaxMind adapter', () => {
  it.each([
    ['a Tor exit', { isTorExitNode: true }, { isTor: true, reputation: 70 }],
    ['an anonymous VPN in a data centre', { isAnonymousVpn: true, isHostingProvider: true }, { isVpn: true, isHosting: true, reputation: 70 }],
    ['a public proxy', { isPublicProxy: true }, { isProxy: true, reputation: 65 }],
    ['a residential proxy', { isResidentialProxy: true }, { isProxy: true }],
    ['a cellular user', { userType: 'cellular' }, { isMobileCarrier: true, reputation: 0 }],
    ['a home user', { userType: 'residential' }, { isTor: false, isVpn: false, isProxy: false, isHosting: false, isMobileCarrier: false, reputation: 0 }],
  ])('turns the traits of %s into a verdict', async (_case, traits, expected) => {
    const adapter = new MaxmindIpIntelligence(credentials, { timeoutMs: 800, client: () => answering(traits) });

    expect(await adapter.lookup('198.51.100.7')).toMatchObject({ ...expected, source: 'maxmind' });
  });

  it('carries the network, the canonical address and its subnet', async () => {
    const client = answering({ autonomousSystemNumber: 16509, autonomousSystemOrganization: 'AMAZON-02' });
    const adapter = new MaxmindIpIntelligence(credentials, { timeoutMs: 800, client: () => client });

    const verdict = await adapter.lookup('2001:0DB8:0:1::5');

    expect(verdict).toMatchObject({ ip: '2001:db8:0:1::5', subnet: '2001:db8:0:1::/64', asn: 16509, asOrganisation: 'AMAZON-02', isCgnat: false });
    expect(client.insights).toHaveBeenCalledWith('2001:db8:0:1::5');
  });

  it('reads the credentials once for many lookups, and again after a failed read', async () => {
    const read = vi.fn<() => Promise<MaxmindCredentials>>().mockRejectedValueOnce(new Error('throttled')).mockResolvedValue({ accountId: '1', licenseKey: 'k' });
    const build = vi.fn(() => answering({}));
    const adapter = new MaxmindIpIntelligence(read, { timeoutMs: 800, client: build });

    await expect(adapter.lookup('192.0.2.1')).rejects.toThrow('throttled');
    await adapter.lookup('192.0.2.1');
    await adapter.lookup('192.0.2.2');

    expect([read.mock.calls.length, build.mock.calls.length]).toEqual([2, 1]);
  });

  it('refuses a secret without its two fields', async () => {
    const adapter = new MaxmindIpIntelligence(async () => ({ accountId: '', licenseKey: 'k' }), { timeoutMs: 800, client: () => answering({}) });

    await expect(adapter.lookup('192.0.2.1')).rejects.toThrow('accountId and licenseKey');
  });

  it('asks nobody about text that is not an address', async () => {
    const build = vi.fn(() => answering({}));

    await expect(new MaxmindIpIntelligence(credentials, { timeoutMs: 800, client: build }).lookup('not-an-ip')).rejects.toThrow(InvalidIpAddressError);
    expect(build).not.toHaveBeenCalled();
  });
});
