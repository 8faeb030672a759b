import { effectiveRule, ruleIds, type DetectionRule, type RuleId } from '../../../shared/security/detection-rules';
import type { Deps } from '../../lib/deps';

/**
 * Rules change rarely and are read on every checkout, so a process keeps the set for a few seconds: a staff change
 * takes effect everywhere within `rulesCacheMs`, and in the process that saved it at once (`forgetRules`).
 */
export const rulesCacheMs = 15_000;

// The read itself is kept, not only its answer, so a burst of checkouts waits for one Query instead of sending one each.
let cached: { at: number; rules: Promise<Map<RuleId, DetectionRule>>; store: unknown } | undefined;

/** Every rule as it runs now: the stored settings over the defaults, one Query at most per 15 s. */
export function activeRules(deps: Pick<Deps, 'store'>): Promise<Map<RuleId, DetectionRule>> {
  const now = Date.now();
  if (cached && cached.store === deps.store && now - cached.at < rulesCacheMs) return cached.rules;
  const rules = deps.store.entities.detectionRule.query
    .all({})
    .go({ pages: 'all' })
    .then((stored) => {
      const byId = new Map(stored.data.map((r) => [r.ruleId, r]));
      return new Map(ruleIds.map((id) => [id, effectiveRule(id, byId.get(id))]));
    });
  const entry = { at: now, rules, store: deps.store };
  cached = entry;
  // A failed read is not kept: the next checkout asks again.
  rules.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return rules;
}

export function forgetRules(): void {
  cached = undefined;
}
