import { behaviourReads, candidatesToRead } from '../../../shared/intelligence/candidates-to-read';
import type { CorrelationSession } from '../../../shared/intelligence/correlation-input';

/**
 * The candidates as the server hands them over: it reads the events (hence the behaviour vector) of only
 * `behaviourReads` of them, chosen by `candidatesToRead` (BEHAVIOUR_READS=nearest chooses the nearest in time instead,
 * to measure what that choice costs). The target's own events are always read.
 */
export function withBehaviourOfRead(target: CorrelationSession, candidates: readonly CorrelationSession[], choice = process.env.BEHAVIOUR_READS ?? 'alike'): CorrelationSession[] {
  const read = new Set((choice === 'nearest' ? nearestInTime(target, candidates) : candidatesToRead(target, candidates)).map((c) => c.sessionId));
  return candidates.map((c) => (read.has(c.sessionId) || c.behaviour === null ? c : { ...c, behaviour: null }));
}

function nearestInTime(target: CorrelationSession, candidates: readonly CorrelationSession[]): CorrelationSession[] {
  const at = Date.parse(target.startedAt);
  return [...candidates].sort((a, b) => Math.abs(Date.parse(a.startedAt) - at) - Math.abs(Date.parse(b.startedAt) - at)).slice(0, behaviourReads);
}
