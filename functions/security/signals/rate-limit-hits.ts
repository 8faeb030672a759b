import type { Deps } from '../../lib/deps';
import { logger } from '../../lib/http/logger';
import { expiresAfterDays } from '../../lib/data/expires-at';

const keepDays = 30;
/** A caller refused again within this long is counted in memory and written with its next record. */
const coalesceMs = 1_000;
const pendingMax = 5_000;

/** Refusals this process has counted but not yet written, per hour, limit and caller. */
const pending = new Map<string, { count: number; writtenAt: number; lastAt: Date; flush: (() => void) | null }>();

export interface RateLimitRefusal {
  endpoint: string;
  caller: string;
  ip?: string | undefined;
}

/**
 * Records a refusal of a rate limit (back-office §3), for the Geographic Security tab's rate-limiting activity. A flood
 * must not turn each refused request into a write: the first refusal of a caller writes at once, and those of the next
 * second are added in one write when it ends, so a caller hammering a limit costs one `ADD` a second. A process
 * recycled in between loses at most that second's count. Only logged when it fails: the 429 is the answer that matters.
 */
export async function recordRateLimitHit(deps: Pick<Deps, 'store' | 'now'>, refusal: RateLimitRefusal): Promise<void> {
  const now = deps.now();
  const key = `${now.toISOString().slice(0, 13)}|${refusal.endpoint}|${refusal.caller}`;
  const seen = pending.get(key);
  // The coalescing window is the process's own time; the record's time is the store's clock.
  if (seen && Date.now() - seen.writtenAt < coalesceMs) {
    seen.count++;
    seen.lastAt = now;
    // The second's count is written when it ends, if no later refusal has carried it.
    if (!seen.flush) {
      const flush = () => {
        const left = pending.get(key);
        if (left?.flush !== flush || left.count === 0) return;
        pending.set(key, { count: 0, writtenAt: Date.now(), lastAt: left.lastAt, flush: null });
        void write(deps, refusal, left.lastAt, left.count);
      };
      seen.flush = flush;
      setTimeout(flush, coalesceMs).unref();
    }
    return;
  }
  const count = (seen?.count ?? 0) + 1;
  if (pending.size >= pendingMax) pending.delete(pending.keys().next().value!);
  pending.set(key, { count: 0, writtenAt: Date.now(), lastAt: now, flush: null });
  await write(deps, refusal, now, count);
}

async function write(deps: Pick<Deps, 'store'>, refusal: RateLimitRefusal, now: Date, count: number): Promise<void> {
  const iso = now.toISOString();
  const hour = iso.slice(11, 13);
  await deps.store.entities.rateLimitHit
    .update({ day: iso.slice(0, 10), slot: `${hour}#${refusal.endpoint}#${refusal.caller}` })
    .add({ count })
    .set({ hour, endpoint: refusal.endpoint, caller: refusal.caller, lastAt: iso, expiresAt: expiresAfterDays(now, keepDays), ...(refusal.ip ? { ipAddress: refusal.ip } : {}) })
    .go({ response: 'none' })
    .catch((error: unknown) => logger.warn('could not record a rate-limit refusal', { endpoint: refusal.endpoint, error }));
}
