import { compareSessions } from './correlate-identity';
import type { CorrelationSession } from './correlation-input';

/** How many candidates' events the caller reads (their behaviour vectors): the rest are compared without behaviour. */
export const behaviourReads = 40;

/**
 * Which candidates' events are worth reading, given that only `limit` can be: the most alike without behaviour
 * (device, address, timing, pages), the nearest in time first among equals. A session of another account on the same
 * machine weeks ago then has its hands compared, where "the nearest in time" would spend the reads on strangers of the
 * ASN from the same hour. Candidates without a user and the target user's own sessions are left out: no link is made of them.
 */
export function candidatesToRead(target: CorrelationSession, candidates: readonly CorrelationSession[], limit = behaviourReads): CorrelationSession[] {
  const at = Date.parse(target.startedAt);
  return candidates
    .filter((c) => c.userId !== null && c.userId !== target.userId && c.sessionId !== target.sessionId)
    .map((c) => ({ c, structural: compareSessions({ ...target, behaviour: null }, { ...c, behaviour: null }).confidence, distance: Math.abs(Date.parse(c.startedAt) - at) }))
    .sort((x, y) => y.structural - x.structural || x.distance - y.distance)
    .slice(0, limit)
    .map(({ c }) => c);
}
