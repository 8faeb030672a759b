import { changedFields } from '../../../shared/audit/staff-audit';
import { allowedActions, effectiveRule, ruleIds, type RuleChange, type RuleId } from '../../../shared/security/detection-rules';
import type { RuleView } from '../../../shared/security/security-views';
import { ValidationError } from '../../../shared/errors/domain-errors';
import { auditWrite, staffAuditItem } from '../../lib/audit/staff-audit';
import type { DetectionRuleItem } from '../../lib/data/entities/detection-rule';
import type { Deps } from '../../lib/deps';
import type { Caller } from '../../lib/http/caller';
import type { TxWrite } from '../../orders/transaction-types';
import { forgetRules } from './active-rules';

const view = (ruleId: RuleId, stored: DetectionRuleItem | undefined): RuleView => ({
  ...effectiveRule(ruleId, stored),
  allowedActions: allowedActions(ruleId),
  updatedAt: stored?.updatedAt ?? null,
  updatedBy: stored?.updatedBy ?? null,
});

export async function listRules(deps: Pick<Deps, 'store'>): Promise<RuleView[]> {
  const stored = new Map((await deps.store.entities.detectionRule.query.all({}).go({ pages: 'all' })).data.map((r) => [r.ruleId, r]));
  return ruleIds.map((id) => view(id, stored.get(id)));
}

/** Saves staff's change to a rule with its audit entry, in one transaction; this process runs the new rule at once. */
export async function updateRule(deps: Pick<Deps, 'store' | 'now'>, caller: Pick<Caller, 'userId' | 'role'>, ruleId: RuleId, change: RuleChange): Promise<RuleView> {
  if (change.action && !allowedActions(ruleId).includes(change.action)) {
    throw new ValidationError(`This rule can only ${allowedActions(ruleId).join(' or ')}.`, { fieldErrors: [{ path: 'body.action', message: 'Not allowed for this rule' }] });
  }
  const stored = (await deps.store.entities.detectionRule.get({ ruleId }).go({ consistent: true })).data ?? undefined;
  const before = effectiveRule(ruleId, stored);
  const after = effectiveRule(ruleId, { ...stored, ...change });
  const diff = changedFields(
    { active: before.active, severity: before.severity, action: before.action, threshold: before.threshold, windowMinutes: before.windowMinutes, riskPoints: before.riskPoints },
    { active: after.active, severity: after.severity, action: after.action, threshold: after.threshold, windowMinutes: after.windowMinutes, riskPoints: after.riskPoints },
  );
  if (Object.keys(diff.after).length > 0) {
    const audit = staffAuditItem(deps, caller, { subjectType: 'config', subjectId: `rule:${ruleId}`, action: 'security.rule', summary: `Detection rule “${after.name}” changed`, ...diff });
    const result = await deps.store.transaction
      .write((tx) => [
        tx.detectionRule
          .upsert({ ruleId, active: after.active, severity: after.severity, action: after.action, threshold: after.threshold, windowMinutes: after.windowMinutes, riskPoints: after.riskPoints, ...(caller.userId ? { updatedBy: caller.userId } : {}) })
          .commit() as TxWrite,
        auditWrite(tx, audit) as TxWrite,
      ])
      .go();
    if (result.canceled) throw new Error('The rule could not be saved; try again.');
    forgetRules();
  }
  const saved = (await deps.store.entities.detectionRule.get({ ruleId }).go({ consistent: true })).data ?? undefined;
  return view(ruleId, saved);
}
