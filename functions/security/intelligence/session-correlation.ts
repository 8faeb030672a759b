import type { CorrelationView } from '../../../shared/intelligence/console-views';
import { candidatesToRead } from '../../../shared/intelligence/candidates-to-read';
import { correlateUserIdentity } from '../../../shared/intelligence/correlate-identity';
import { NotFoundError } from '../../../shared/errors/domain-errors';
import { TtlCache } from '../../lib/cache/ttl-cache';
import type { Deps } from '../../lib/deps';
import { addressVerdicts, candidateBounds, candidateSessions, correlationSession, featuresOf, popularity } from './correlation-candidates';
import { nameIn, namesOf } from '../people-names';

// A correlation stands 5 minutes unless staff ask again ('Re-analyze Correlation').
const results = new TtlCache<CorrelationView>(300_000, 500);

/**
 * correlate_user_identity (§7) for one session: its candidates through the indexes, their addresses' verdicts, the
 * behaviour of the target and of the candidates most alike without it (their events read, the rest compared without), then the
 * pure comparison of shared/intelligence and the linked users' names.
 */
export async function sessionCorrelation(deps: Pick<Deps, 'store' | 'now'>, sessionId: string, options: { fresh: boolean }): Promise<CorrelationView> {
  if (options.fresh) results.delete(sessionId);
  return results.get(sessionId, async () => {
    const { data: target } = await deps.store.entities.visitorSession.get({ sessionId }).go();
    if (!target) throw new NotFoundError('Session not found.');
    // The target's behaviour and its address's verdict are read while the candidates are looked up.
    const targetFeaturesRead = featuresOf(deps, target);
    const verdictRead = target.ipAddress ? addressVerdicts(deps, [target]).then((v) => v.get(target.ipAddress!) ?? null) : Promise.resolve(null);
    const candidates = await candidateSessions(deps, target, verdictRead);
    const [targetVerdict, verdicts] = await Promise.all([verdictRead, addressVerdicts(deps, candidates.filter((c) => c.ipAddress !== target.ipAddress))]);
    const crowd = popularity([target, ...candidates]);
    const verdictOf = (ip: string | undefined) => (ip ? verdicts.get(ip) ?? (ip === target.ipAddress ? targetVerdict : null) : null);
    const plain = candidates.map((s) => correlationSession(s, verdictOf(s.ipAddress), null, crowd));
    // Only some candidates' events are read: those most alike without behaviour, whose hands then decide (docs/intelligence.md).
    const toRead = candidatesToRead(correlationSession(target, targetVerdict, null, crowd), plain, candidateBounds.withBehaviour);
    const bySession = new Map(candidates.map((s) => [s.sessionId, s]));
    const [targetFeatures, readFeatures] = await Promise.all([
      targetFeaturesRead,
      Promise.all(toRead.map(async (c) => [c.sessionId, await featuresOf(deps, bySession.get(c.sessionId)!)] as const)),
    ]);
    const behaviour = new Map(readFeatures);
    const result = correlateUserIdentity(
      correlationSession(target, targetVerdict, targetFeatures, crowd),
      plain.map((c) => ({ ...c, behaviour: behaviour.get(c.sessionId) ?? null })),
      { now: deps.now() },
    );
    const names = await namesOf(deps, result.linkedUsers.map((u) => u.userId));
    return { ...result, sessionId, candidatesCompared: candidates.length, linkedUsers: result.linkedUsers.map((u) => ({ ...u, name: nameIn(names, u.userId) })) };
  });
}
