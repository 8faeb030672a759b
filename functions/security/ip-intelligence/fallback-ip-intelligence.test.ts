import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidIpAddressError } from '../../../shared/security/ip-address';
import { FallbackIpIntelligence } from './fallback-ip-intelligence';
import type { IpIntelligence, IpVerdict, IpVerdictSource } from './ip-intelligence';
import { plainVerdict } from './verdict-fixture';

const verdictFrom = (source: IpVerdictSource) => (ip: string): IpVerdict => plainVerdict(ip, source);
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
