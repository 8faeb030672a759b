import type { Deps } from '../../lib/deps';
import { addToWindow } from '../../search/fixed-window-limit';

/** A rule's current fixed window (at least a minute), in epoch seconds. */
export function ruleWindow(windowMinutes: number, now: Date): { windowSeconds: number; windowStart: number } {
  const windowSeconds = Math.max(60, windowMinutes * 60);
  return { windowSeconds, windowStart: Math.floor(now.getTime() / 1000 / windowSeconds) * windowSeconds };
}

/**
 * Counts one more event for a subject in a rule's current window, with the rate limits' counter (no limit: the rule
 * reads the count), and answers the window's count and start.
 */
export async function countInRuleWindow(deps: Pick<Deps, 'store' | 'now'>, scope: string, subject: string, windowMinutes: number): Promise<{ count: number; windowStart: number }> {
  const { windowSeconds, windowStart } = ruleWindow(windowMinutes, deps.now());
  const count = await addToWindow(deps, { scope, limit: Number.MAX_SAFE_INTEGER, windowSeconds }, subject, windowStart, 1);
  return { count: count ?? 0, windowStart };
}
