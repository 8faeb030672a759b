import type { Deps } from '../lib/deps';
import { isConditionFailure } from '../lib/data/condition-failure';

export interface FixedWindowLimit {
  /** Which limit this is, e.g. `search-log`. */
  scope: string;
  limit: number;
  windowSeconds: number;
}

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a request against a fixed window with one conditional UpdateItem: the counter item is created by the
 * first request and refused once it holds `limit`, so concurrent Lambdas can never let more through. Items expire
 * through the table's TTL a minute after their window. Refused requests are not counted.
 */
export async function takeFromWindow(deps: Deps, rule: FixedWindowLimit, caller: string): Promise<LimitDecision> {
  const nowSeconds = deps.now().getTime() / 1000;
  const windowStart = Math.floor(nowSeconds / rule.windowSeconds) * rule.windowSeconds;
  const windowEnd = windowStart + rule.windowSeconds;
  if ((await addToWindow(deps, rule, caller, windowStart, 1)) !== null) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(windowEnd - nowSeconds)) };
}

/**
 * Adds `amount` requests to a caller's window if they fit under the limit, creating the counter with its TTL (a minute
 * after the window) on the first: the window's count afterwards, or null when they did not fit and nothing was counted.
 * One request at a time (`takeFromWindow`) or a lease of several (functions/tracking/leased-window-limit.ts).
 */
export async function addToWindow(deps: Pick<Deps, 'store'>, rule: FixedWindowLimit, caller: string, windowStart: number, amount: number): Promise<number | null> {
  try {
    const out = await deps.store.entities.rateLimitWindow
      .update({ scope: rule.scope, caller, windowStart })
      .add({ count: amount })
      .set({ expiresAt: windowStart + rule.windowSeconds + 60 })
      .where(({ count }, { notExists, lte }) => `${notExists(count)} OR ${lte(count, rule.limit - amount)}`)
      .go({ response: 'updated_new' });
    return out.data.count ?? amount;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return null;
  }
}
