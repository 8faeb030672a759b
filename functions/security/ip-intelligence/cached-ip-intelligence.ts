import { normaliseIp } from '../../../shared/security/ip-address';
import { TtlCache } from '../../lib/cache/ttl-cache';
import type { IpIntelligence, IpVerdict } from './ip-intelligence';

/** Keeps verdicts in the process for a while (a paid provider is asked once per address and TTL), bounded in size. */
export class CachedIpIntelligence implements IpIntelligence {
  private readonly cache: TtlCache<IpVerdict>;

  constructor(
    private readonly inner: IpIntelligence,
    options: { ttlMs: number; maxEntries: number },
    private readonly now: () => number = Date.now,
  ) {
    this.cache = new TtlCache(options.ttlMs, { maxEntries: options.maxEntries });
  }

  lookup(ip: string): Promise<IpVerdict> {
    let key: string;
    try {
      key = normaliseIp(ip);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return this.cache.get(key, () => this.inner.lookup(key), this.now());
  }
}
