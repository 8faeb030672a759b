import { RateLimitedError } from '../../shared/errors/domain-errors';
import type { TrackBatch } from '../../shared/tracking/track-batch';
import type { TrackMessage } from '../../shared/tracking/track-message';
import type { Deps } from '../lib/deps';
import { takeFromWindow } from '../search/fixed-window-limit';

/**
 * A validated batch, let through the two fixed-window limits (the address first, so a flood from one address costs one
 * write per request, then the session) and put on the tracking queue with what only the server knows: when it arrived
 * and where from. A refused batch is not queued and answers 429 with Retry-After.
 */
export async function acceptTrackBatch(deps: Pick<Deps, 'store' | 'queues' | 'config' | 'now'>, batch: TrackBatch, viewer: TrackMessage['viewer'] & { ip: string }): Promise<number> {
  for (const [scope, caller, limit] of [
    ['track-ip', viewer.ip, deps.config.TRACK_LIMIT_PER_IP_PER_MINUTE],
    ['track-session', batch.sessionId, deps.config.TRACK_LIMIT_PER_SESSION_PER_MINUTE],
  ] as const) {
    const decision = await takeFromWindow(deps as Deps, { scope, limit, windowSeconds: 60 }, caller);
    if (!decision.allowed) throw new RateLimitedError(`Too many tracking requests. Try again in ${decision.retryAfterSeconds} seconds.`, decision.retryAfterSeconds);
  }
  await deps.queues.tracking.send({ batch, receivedAt: deps.now().getTime(), viewer: { ...viewer, ip: viewer.ip.slice(0, 64) }, userId: null });
  return batch.events.length;
}
