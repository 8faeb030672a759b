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
  try {
    await deps.store.entities.rateLimitWindow
      .update({ scope: rule.scope, caller, windowStart })
      .add({ count: 1 })
      .set({ expiresAt: windowEnd + 60 })
      .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, rule.limit)}`)
      .go({ response: 'none' });
    return { allowed: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(windowEnd - nowSeconds)) };
  }
}
