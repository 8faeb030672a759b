import { behaviourReads, candidatesToRead } from '../../../shared/intelligence/candidates-to-read';
import type { CorrelationSession } from '../../../shared/intelligence/correlation-input';

/** Which candidates the server reads the events of: `candidatesToRead`'s choice, or simply the nearest in time. */
export type ReadChoice = 'alike' | 'nearest';

/**
 * The candidates as the server hands them over: it reads the events (hence the behaviour vector) of only
 * `behaviourReads` of them; the others come without behaviour. The target's own events are always read.
 */
export function withBehaviourOfRead(target: CorrelationSession, candidates: readonly CorrelationSession[], choice: ReadChoice): CorrelationSession[] {
  const read = new Set((choice === 'alike' ? candidatesToRead(target, candidates) : nearestInTime(target, candidates)).map((c) => c.sessionId));
  return candidates.map((c) => (read.has(c.sessionId) || c.behaviour === null ? c : { ...c, behaviour: null }));
}

function nearestInTime(target: CorrelationSession, candidates: readonly CorrelationSession[]): CorrelationSession[] {
  const at = Date.parse(target.startedAt);
  return [...candidates].sort((a, b) => Math.abs(Date.parse(a.startedAt) - at) - Math.abs(Date.parse(b.startedAt) - at)).slice(0, behaviourReads);
}
