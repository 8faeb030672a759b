import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { addToWindow, type FixedWindowLimit, type LimitDecision } from '../search/fixed-window-limit';

type LeaseDeps = Pick<Deps, 'store' | 'now'>;

/** What this process holds of one caller's window: requests leased from the table, how many it let through, and whether the window is spent. */
interface Lease {
  windowStart: number;
  windowEnd: number;
  leased: number;
  used: number;
  /** The table's count reached the limit: nothing more can be leased in this window. */
  spent: boolean;
  taking: Promise<void> | null;
}

/** How often finished windows' leases are dropped, so a process that meets many callers keeps only the live ones. */
const pruneEverySeconds = 60;

/**
 * The fixed-window limit of the tracking beacon, taken from the table a lease at a time instead of one write per request.
 * The beacon is the store's busiest route (every open tab, every few seconds), and a write per request would put the
 * table's latency, and on one machine DynamoDB Local's single writer behind the tracking consumer, on every answer.
 *
 * One conditional ADD reserves a tenth of the limit for this process (a Lambda instance, or the local gateway); its next
 * requests from that caller are counted here, and the next lease is taken in the background when half is left. So the
 * table never counts more than `limit` in a window across all processes, and a caller whose window is spent is refused
 * without a write. Two approximations, both bounded and both on the side of a beacon lost rather than a flood let in:
 * - a process's first requests of a caller's window go through while its first lease is on its way: at most one lease
 *   (a tenth of the limit) beyond the limit per process and window, when other processes had already spent it;
 * - what a process leased and did not use is lost when the window ends, so a caller spread over several processes may
 *   be refused up to (processes − 1) × (lease − 1) requests early.
 * One process that sees all of a caller's requests, as the integration tests and `npm start` do, counts them exactly.
 */
export class LeasedWindows {
  private readonly leases = new Map<string, Lease>();
  private prunedAt = 0;

  async take(deps: LeaseDeps, rule: FixedWindowLimit, caller: string): Promise<LimitDecision> {
    const nowSeconds = deps.now().getTime() / 1000;
    const windowStart = Math.floor(nowSeconds / rule.windowSeconds) * rule.windowSeconds;
    const refused: LimitDecision = { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(windowStart + rule.windowSeconds - nowSeconds)) };
    const lease = this.leaseFor(`${rule.scope}|${caller}`, windowStart, windowStart + rule.windowSeconds, nowSeconds);
    const size = leaseSize(rule.limit);
    for (;;) {
      if (lease.used < lease.leased) {
        lease.used++;
        if (!lease.spent && !lease.taking && lease.leased - lease.used <= size / 2) this.startTaking(deps, rule, caller, lease, size, false);
        return { allowed: true };
      }
      if (lease.spent) return refused;
      // The window's first lease is on its way: its requests go through meanwhile, up to what that lease will hold.
      if (lease.leased === 0 && lease.used < size) {
        lease.used++;
        if (!lease.taking) this.startTaking(deps, rule, caller, lease, size, false);
        return { allowed: true };
      }
      await (lease.taking ?? this.startTaking(deps, rule, caller, lease, size, true));
    }
  }

  /** Waits for the leases on their way (tests, and a process about to stop), whatever their outcome. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.leases.values()].map((lease) => lease.taking));
  }

  private leaseFor(key: string, windowStart: number, windowEnd: number, nowSeconds: number): Lease {
    if (nowSeconds - this.prunedAt >= pruneEverySeconds) {
      for (const [k, l] of this.leases) if (l.windowEnd <= nowSeconds) this.leases.delete(k);
      this.prunedAt = nowSeconds;
    }
    let lease = this.leases.get(key);
    if (lease?.windowStart === windowStart) return lease;
    lease = { windowStart, windowEnd, leased: 0, used: 0, spent: false, taking: null };
    this.leases.set(key, lease);
    return lease;
  }

  /**
   * Takes the next lease; a background one that fails for any reason but the limit is logged and retried by the next
   * request that needs it, one the request waits for throws as the write would have.
   */
  private startTaking(deps: LeaseDeps, rule: FixedWindowLimit, caller: string, lease: Lease, size: number, waited: boolean): Promise<void> {
    const taking = takeLease(deps, rule, caller, lease, size).finally(() => {
      if (lease.taking === taking) lease.taking = null;
    });
    lease.taking = taking;
    if (!waited) taking.catch((error: unknown) => logger.warn('rate-limit lease not taken', { scope: rule.scope, error: error as Error }));
    return taking;
  }
}

/** A tenth of the limit, so a window takes at most ten writes from a process however busy the caller. */
export const leaseSize = (limit: number): number => Math.max(1, Math.floor(limit / 10));

async function takeLease(deps: LeaseDeps, rule: FixedWindowLimit, caller: string, lease: Lease, size: number): Promise<void> {
  // A full lease while it fits, then the window's remainder one request at a time, so one process alone reaches the limit exactly.
  for (const amount of size > 1 ? [size, 1] : [1]) {
    const count = await addToWindow(deps, rule, caller, lease.windowStart, amount);
    if (count === null) continue;
    lease.leased += amount;
    if (count >= rule.limit) lease.spent = true;
    return;
  }
  lease.spent = true;
}
