/** At most `limit` attempts within any `windowMs` (a sliding window over the attempts' times). */
export interface AttemptPolicy {
  limit: number;
  windowMs: number;
}

export interface AttemptDecision {
  allowed: boolean;
  /** Whole seconds until one more attempt fits; 0 when allowed. */
  retryAfterSeconds: number;
  /** The earlier attempts still inside the window, oldest first: all the state worth keeping. */
  recent: number[];
}

/** Whether one more attempt at `now` fits the policy, given the times (ms) of earlier attempts. */
export function checkAttempt(earlier: readonly number[], now: number, policy: AttemptPolicy): AttemptDecision {
  const recent = earlier.filter((at) => at > now - policy.windowMs && at <= now).sort((a, b) => a - b);
  if (recent.length < policy.limit) return { allowed: true, retryAfterSeconds: 0, recent };
  // The attempt that must leave the window before another fits.
  const blocking = recent[recent.length - policy.limit]!;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((blocking + policy.windowMs - now) / 1000)), recent };
}
