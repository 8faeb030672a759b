import { RateLimitedError } from '../../shared/errors/domain-errors';
import type { TrackBatch } from '../../shared/tracking/track-batch';
import type { TrackMessage } from '../../shared/tracking/track-message';
import type { Deps } from '../lib/deps';
import { recordRateLimitHit } from '../security/signals/rate-limit-hits';
import { LeasedWindows } from './leased-window-limit';

/**
 * A validated batch, let through the two fixed-window limits (the address first, then the session; counted in leases,
 * see leased-window-limit.ts, so the answer rarely waits for the table) and put on the tracking queue with what only the server knows: when it arrived
 * and where from. A refused batch is not queued and answers 429 with Retry-After.
 */
export async function acceptTrackBatch(deps: Pick<Deps, 'store' | 'queues' | 'config' | 'now'>, batch: TrackBatch, viewer: TrackMessage['viewer'] & { ip: string }): Promise<number> {
  await takeTrackingWindow(deps, 'track-ip', viewer.ip, deps.config.TRACK_LIMIT_PER_IP_PER_MINUTE, viewer.ip);
  await takeTrackingWindow(deps, 'track-session', batch.sessionId, deps.config.TRACK_LIMIT_PER_SESSION_PER_MINUTE, viewer.ip);
  await deps.queues.tracking.send({ batch, receivedAt: deps.now().getTime(), viewer: { ...viewer, ip: viewer.ip.slice(0, 64) }, userId: null });
  return batch.events.length;
}

/** This process's leases of the tracking windows (a Lambda instance's, or the local gateway's). */
const trackingWindows = new LeasedWindows();

/**
 * One tracking request against a per-minute window (the address's or the session's); past the limit, 429 with
 * Retry-After, and the refusal recorded for the Security page.
 */
export async function takeTrackingWindow(deps: Pick<Deps, 'store' | 'now'>, scope: 'track-ip' | 'track-session', caller: string, limit: number, ip?: string): Promise<void> {
  const decision = await trackingWindows.take(deps, { scope, limit, windowSeconds: 60 }, caller);
  if (decision.allowed) return;
  await recordRateLimitHit(deps, { endpoint: scope, caller, ip });
  throw new RateLimitedError(`Too many tracking requests. Try again in ${decision.retryAfterSeconds} seconds.`, decision.retryAfterSeconds);
}
