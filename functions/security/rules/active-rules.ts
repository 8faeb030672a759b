import { effectiveRule, ruleIds, type DetectionRule, type RuleId } from '../../../shared/security/detection-rules';
import type { Deps } from '../../lib/deps';

/**
 * Rules change rarely and are read on every checkout, so a process keeps the set for a few seconds: a staff change
 * takes effect everywhere within `rulesCacheMs`, and in the process that saved it at once (`forgetRules`).
 */
export const rulesCacheMs = 15_000;

let cached: { at: number; rules: Map<RuleId, DetectionRule>; store: unknown } | undefined;

/** Every rule as it runs now: the stored settings over the defaults, one Query at most per 15 s. */
export async function activeRules(deps: Pick<Deps, 'store'>): Promise<Map<RuleId, DetectionRule>> {
  const now = Date.now();
  if (cached && cached.store === deps.store && now - cached.at < rulesCacheMs) return cached.rules;
  const stored = await deps.store.entities.detectionRule.query.all({}).go({ pages: 'all' });
  const byId = new Map(stored.data.map((r) => [r.ruleId, r]));
  const rules = new Map(ruleIds.map((id) => [id, effectiveRule(id, byId.get(id))]));
  cached = { at: now, rules, store: deps.store };
  return rules;
}

export function forgetRules(): void {
  cached = undefined;
}
