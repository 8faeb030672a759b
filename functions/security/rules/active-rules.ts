import { effectiveRule, ruleIds, type DetectionRule, type RuleId } from '../../../shared/security/detection-rules';
import type { Deps } from '../../lib/deps';
import { TtlCache } from '../../lib/cache/ttl-cache';

/**
 * Rules change rarely and are read on every checkout, so a process keeps the set for a few seconds: a staff change
 * takes effect everywhere within `rulesCacheMs`, and in the process that saved it at once (`forgetRules`).
 */
export const rulesCacheMs = 15_000;

// Per store (each test has a table of its own); a burst of checkouts shares one Query, and a failed read is not kept.
let caches = new WeakMap<object, TtlCache<Map<RuleId, DetectionRule>>>();

/** Every rule as it runs now: the stored settings over the defaults, one Query at most per 15 s. */
export function activeRules(deps: Pick<Deps, 'store'>): Promise<Map<RuleId, DetectionRule>> {
  let cache = caches.get(deps.store);
  if (!cache) caches.set(deps.store, (cache = new TtlCache(rulesCacheMs)));
  return cache.get('all', async () => {
    const stored = await deps.store.entities.detectionRule.query.all({}).go({ pages: 'all' });
    const byId = new Map(stored.data.map((r) => [r.ruleId, r]));
    return new Map(ruleIds.map((id) => [id, effectiveRule(id, byId.get(id))]));
  });
}

export function forgetRules(): void {
  caches = new WeakMap();
}
