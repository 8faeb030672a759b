import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidIpAddressError } from '../../../shared/security/ip-address';
import { CachedIpIntelligence } from './cached-ip-intelligence';
import { FallbackIpIntelligence } from './fallback-ip-intelligence';
import type { IpIntelligence, IpVerdict, IpVerdictSource } from './ip-intelligence';

const verdictFrom = (source: IpVerdictSource) => (ip: string): IpVerdict => ({
  ip,
  subnet: 'x',
  asn: null,
  asOrganisation: null,
  isVpn: false,
  isProxy: false,
  isTor: false,
  isHosting: false,
  isMobileCarrier: false,
  isCgnat: false,
  reputation: 0,
  source,
});
const offline = (): IpIntelligence & { lookup: ReturnType<typeof vi.fn> } => ({ lookup: vi.fn(async (ip: string) => verdictFrom('offline')(ip)) });
const log = () => ({ warn: vi.fn() });

afterEach(() => vi.useRealTimers());

describe('the provider with its offline fallback', () => {
  it('answers with the provider when it answers in time', async () => {
    const fallback = offline();
    const adapter = new FallbackIpIntelligence({ lookup: async (ip) => verdictFrom('maxmind')(ip) }, fallback, 800, log());

    expect(await adapter.lookup('192.0.2.1')).toMatchObject({ source: 'maxmind' });
    expect(fallback.lookup).not.toHaveBeenCalled();
  });

  it('answers offline, and says so in the log, when the provider fails', async () => {
    const warnings = log();
    const adapter = new FallbackIpIntelligence({ lookup: () => Promise.reject(new Error('401 AUTHORIZATION_INVALID')) }, offline(), 800, warnings);

    expect(await adapter.lookup('192.0.2.1')).toMatchObject({ source: 'offline', ip: '192.0.2.1' });
    expect(warnings.warn).toHaveBeenCalledWith(expect.stringContaining('offline'), { error: '401 AUTHORIZATION_INVALID' });
  });

  it('answers offline when the provider takes longer than the timeout', async () => {
    vi.useFakeTimers();
    const adapter = new FallbackIpIntelligence({ lookup: () => new Promise(() => {}) }, offline(), 800, log());

    const answer = adapter.lookup('2001:db8::1');
    await vi.advanceTimersByTimeAsync(800);

    expect(await answer).toMatchObject({ source: 'offline' });
  });

  it('refuses text that is not an address without asking either', async () => {
    const fallback = offline();
    const primary = offline();

    await expect(new FallbackIpIntelligence(primary, fallback, 800, log()).lookup('999.1.1.1')).rejects.toThrow(InvalidIpAddressError);
    expect([primary.lookup.mock.calls.length, fallback.lookup.mock.calls.length]).toEqual([0, 0]);
  });
});

describe('the verdict cache', () => {
  it('asks once for one address however it is written, until the verdict expires', async () => {
    let now = 0;
    const inner = offline();
    const cached = new CachedIpIntelligence(inner, { ttlMs: 600_000, maxEntries: 10 }, () => now);

    await cached.lookup('2001:db8::1');
    await cached.lookup('2001:0db8:0:0::1');
    now = 599_999;
    await cached.lookup('2001:db8::1');
    now = 600_000;
    await cached.lookup('2001:db8::1');

    expect(inner.lookup.mock.calls).toEqual([['2001:db8::1'], ['2001:db8::1']]);
  });

  it('holds no more than its bound', async () => {
    const inner = offline();
    const cached = new CachedIpIntelligence(inner, { ttlMs: 600_000, maxEntries: 2 }, () => 0);

    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.1']) await cached.lookup(ip);

    expect(inner.lookup).toHaveBeenCalledTimes(4);
  });
});
