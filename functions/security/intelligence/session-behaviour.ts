import { analyzeBehaviouralPatterns } from '../../../shared/intelligence/analyze-behaviour';
import type { BehaviourView } from '../../../shared/intelligence/console-views';
import type { DeviceSignals } from '../../../shared/tracking/device-fingerprint';
import { NotFoundError } from '../../../shared/errors/domain-errors';
import { TtlCache } from '../../lib/cache/ttl-cache';
import type { Deps } from '../../lib/deps';
import { windowBaseline } from './behaviour-window';
import { sessionEvents } from './session-events';

// An analysis stands 5 minutes unless staff ask again ('Re-analyze Behavior').
const analyses = new TtlCache<BehaviourView>(300_000, 500);

/** analyze_behavioral_patterns (§7): the session's own events scored, against its comparison window's baseline. */
export async function sessionBehaviour(deps: Pick<Deps, 'store' | 'now'>, sessionId: string, options: { windowHours: number; fresh: boolean }): Promise<BehaviourView> {
  const key = `${sessionId}|${options.windowHours}`;
  if (options.fresh) analyses.delete(key);
  return analyses.get(key, async () => {
    const { data: session } = await deps.store.entities.visitorSession.get({ sessionId }).go();
    if (!session) throw new NotFoundError('Session not found.');
    const [events, baseline] = await Promise.all([sessionEvents(deps, sessionId), windowBaseline(deps, options.windowHours)]);
    const { features: _features, ...analysis } = analyzeBehaviouralPatterns(
      { sessionId, userAgent: session.userAgent ?? null, deviceSignals: (session.deviceSignals ?? null) as DeviceSignals | null, startedAt: session.startedAt, lastActivityAt: session.lastActivityAt, events },
      { baseline, now: deps.now() },
    );
    return { ...analysis, sessionId, comparisonWindowHours: options.windowHours };
  });
}
