import { invalidRequest, StripeFault } from './stripe-fault';

interface Saved {
  fingerprint: string;
  status: number;
  body: string;
  savedAt: number;
}

const keepMs = 24 * 60 * 60 * 1000;

/**
 * Stripe's idempotent requests: a POST repeated with the same `Idempotency-Key` (per API key, for 24 hours) gets the
 * first answer back without running again; the same key with other parameters is an `idempotency_error`. Only
 * successes are kept: Stripe keeps nothing when a request fails validation, so a corrected retry may reuse its key.
 */
export class IdempotencyCache {
  private readonly saved = new Map<string, Saved>();

  constructor(private readonly clock: () => number) {}

  replay(scope: string, key: string, fingerprint: string): Saved | undefined {
    if (key.length > 255) throw invalidRequest('Idempotency-Key must be at most 255 characters long.', 'Idempotency-Key');
    const saved = this.saved.get(`${scope}\n${key}`);
    if (!saved || saved.savedAt < this.clock() - keepMs) return undefined;
    if (saved.fingerprint !== fingerprint) {
      throw new StripeFault(
        400,
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        { type: 'idempotency_error' },
      );
    }
    return saved;
  }

  save(scope: string, key: string, fingerprint: string, status: number, body: string): void {
    const now = this.clock();
    // Insertion order is age order, so the expired entries are all at the front.
    for (const [name, entry] of this.saved) {
      if (entry.savedAt >= now - keepMs) break;
      this.saved.delete(name);
    }
    this.saved.set(`${scope}\n${key}`, { fingerprint, status, body, savedAt: now });
  }
}
