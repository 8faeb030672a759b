import { checkAttempt, type AttemptPolicy } from '../../shared/auth/attempt-limiter';

export interface IdentityLimits {
  /** Requests to the sign-in, sign-up and code operations from one IP address. */
  perIp: AttemptPolicy;
  /** Failed sign-ins, wrong codes and codes sent, for one account (by its sign-in name). */
  perAccount: AttemptPolicy;
}

/**
 * Generous enough for a person and the sign-in benchmark (20 round trips from one address), tight enough
 * that guessing a 6-digit code or a password gets nowhere: 5 tries per account per 15 minutes.
 */
export const defaultIdentityLimits: IdentityLimits = {
  perIp: { limit: 60, windowMs: 60_000 },
  perAccount: { limit: 5, windowMs: 15 * 60_000 },
};

/** Attempts by key (an IP or an account) under one policy, in memory. */
export class AttemptCounter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly policy: AttemptPolicy,
    private readonly now: () => number,
  ) {}

  /** Seconds to wait before another attempt, or 0 when one is allowed now. */
  retryAfter(key: string): number {
    const decision = checkAttempt(this.attempts.get(key) ?? [], this.now(), this.policy);
    this.keep(key, decision.recent);
    return decision.retryAfterSeconds;
  }

  record(key: string): void {
    const now = this.now();
    this.keep(key, [...checkAttempt(this.attempts.get(key) ?? [], now, this.policy).recent, now]);
  }

  private keep(key: string, recent: number[]): void {
    if (recent.length === 0) this.attempts.delete(key);
    else this.attempts.set(key, recent);
  }
}
