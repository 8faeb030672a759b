import { behaviourBaseline, type BehaviourBaseline } from '../../../shared/intelligence/behaviour-baseline';
import { behaviourFeatures } from '../../../shared/intelligence/behaviour-features';
import { TtlCache } from '../../lib/cache/ttl-cache';
import type { Deps } from '../../lib/deps';
import { sessionEvents } from './session-events';

/** The sessions a window's baseline is measured on: the newest this many that ran long enough to show behaviour. */
export const baselineSample = 60;
const sampleEvents = 400;

// A window's distribution moves slowly: worked out at most every 10 minutes per window, served stale while it is redone.
const baselines = new TtlCache<BehaviourBaseline>(600_000, { maxEntries: 20, staleWhileRevalidateMs: 3_600_000 });

/**
 * The comparison baseline of analyze_behavioral_patterns (§7's comparison window): the features of the window's newest
 * sessions with a few events, read through the start-day index, newest day first. Bounded: at most `baselineSample`
 * sessions and `sampleEvents` events each.
 */
export function windowBaseline(deps: Pick<Deps, 'store' | 'now'>, windowHours: number): Promise<BehaviourBaseline> {
  return baselines.get(String(windowHours), async () => {
    const now = deps.now();
    const since = new Date(now.getTime() - windowHours * 3_600_000).toISOString();
    const picked: { sessionId: string; userAgent?: string | undefined; deviceSignals?: unknown; startedAt: string; lastActivityAt: string }[] = [];
    for (let t = Date.parse(now.toISOString().slice(0, 10)); t >= Date.parse(since.slice(0, 10)) && picked.length < baselineSample; t -= 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      const page = await deps.store.entities.visitorSession.query
        .byStartDay({ startDay: day })
        .gte({ startedAt: since })
        .go({ limit: baselineSample * 3, order: 'desc', pages: 1, attributes: ['sessionId', 'userAgent', 'deviceSignals', 'startedAt', 'lastActivityAt', 'events'] });
      picked.push(...page.data.filter((s) => (s.events ?? 0) >= 5).slice(0, baselineSample - picked.length));
    }
    const features = await Promise.all(
      picked.map(async (s) => behaviourFeatures({ sessionId: s.sessionId, userAgent: s.userAgent ?? null, deviceSignals: (s.deviceSignals ?? null) as never, startedAt: s.startedAt, lastActivityAt: s.lastActivityAt, events: await sessionEvents(deps, s.sessionId, sampleEvents) })),
    );
    return behaviourBaseline(features);
  });
}
