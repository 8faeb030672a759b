import { normaliseIp } from '../../../shared/security/ip-address';
import type { IpIntelligence, IpVerdict } from './ip-intelligence';

export interface FallbackLog {
  warn(message: string, extra: Record<string, unknown>): void;
}

/** Asks the provider, and answers from the fallback when it fails or is slower than `timeoutMs`. */
export class FallbackIpIntelligence implements IpIntelligence {
  constructor(
    private readonly primary: IpIntelligence,
    private readonly fallback: IpIntelligence,
    private readonly timeoutMs: number,
    private readonly log: FallbackLog,
  ) {}

  async lookup(ip: string): Promise<IpVerdict> {
    // Text that is no address fails here, as the caller's fault, not as a provider outage.
    const address = normaliseIp(ip);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${this.timeoutMs} ms`)), this.timeoutMs);
    });
    try {
      return await Promise.race([this.primary.lookup(address), timeout]);
    } catch (error) {
      this.log.warn('The IP provider failed; answering from the offline lists', { error: error instanceof Error ? error.message : String(error) });
      return this.fallback.lookup(address);
    } finally {
      clearTimeout(timer);
    }
  }
}
