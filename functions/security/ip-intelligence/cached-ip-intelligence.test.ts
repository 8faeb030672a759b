import { describe, expect, it, vi } from 'vitest';
import { CachedIpIntelligence } from './cached-ip-intelligence';
import type { IpIntelligence, IpVerdict } from './ip-intelligence';
import { plainVerdict } from './verdict-fixture';

const offline = (): IpIntelligence & { lookup: ReturnType<typeof vi.fn> } => ({ lookup: vi.fn(async (ip: string): Promise<IpVerdict> => plainVerdict(ip)) });

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
