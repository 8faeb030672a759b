import { useState } from 'react';
import type { RuleView } from '../../../../../shared/security/security-views';
import type { RuleChange } from '../../../../../shared/security/detection-rules';
import { apiSend } from '@/lib/api-client';
import { useApi } from '@/lib/use-api';
import { notifyError } from '../ui/notify';
import { LoadError, Panel } from '../ui/page-parts';
import { useStaffAction } from '../ui/use-staff-action';

/** Detection rules (back-office §3): each with its switch and numbers, saved one rule at a time. */
export function RulesPanel() {
  const rules = useApi('/api/admin/security/rules', {}, { onError: (e) => notifyError('Failed to fetch detection rules', e, { generic: true }) });
  if (rules.error && !rules.data) return <LoadError message="Failed to fetch detection rules" onRetry={() => void rules.mutate()} />;
  if (!rules.data) return <p className="muted">Loading detection rules…</p>;
  return (
    <Panel title="Detection Rules">
      <ul className="security-rules">
        {rules.data.map((rule) => (
          <RuleRow key={rule.ruleId} rule={rule} onSaved={(next) => void rules.mutate(rules.data!.map((r) => (r.ruleId === next.ruleId ? next : r)), { revalidate: false })} />
        ))}
      </ul>
    </Panel>
  );
}

function RuleRow({ rule, onSaved }: { rule: RuleView; onSaved(next: RuleView): void }) {
  const [draft, setDraft] = useState({ threshold: String(rule.threshold), windowMinutes: String(rule.windowMinutes), riskPoints: String(rule.riskPoints), action: rule.action, severity: rule.severity });
  const save = useStaffAction((change: RuleChange) => apiSend('PATCH', '/api/admin/security/rules/{ruleId}', { params: { ruleId: rule.ruleId }, body: change }), {
    success: () => 'Rule saved',
    failure: 'Failed to save rule',
  });
  const run = async (change: RuleChange) => {
    const next = await save.run(change);
    if (next) onSaved(next);
  };
  const numbers = { threshold: Number(draft.threshold), windowMinutes: Number(draft.windowMinutes), riskPoints: Number(draft.riskPoints) };
  const id = `rule-${rule.ruleId}`;
  return (
    <li className="security-rule" aria-labelledby={`${id}-name`}>
      <div className="security-rule-head">
        <label className="security-switch">
          <input type="checkbox" checked={rule.active} disabled={save.pending} onChange={(e) => void run({ active: e.currentTarget.checked })} />
          <span id={`${id}-name`}>{rule.name}</span>
        </label>
        <span className={rule.active ? 'badge badge-success' : 'badge'}>{rule.active ? 'Active' : 'Off'}</span>
      </div>
      <p className="muted">{rule.description}</p>
      <form
        className="security-rule-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run({ ...numbers, action: draft.action, severity: draft.severity });
        }}
      >
        <label>
          {rule.ruleId === 'order-review' ? 'Hold at score' : 'Threshold'}
          <input type="number" min={0} max={10000} value={draft.threshold} onChange={(e) => setDraft({ ...draft, threshold: e.currentTarget.value })} />
        </label>
        {rule.windowMinutes > 0 && (
          <label>
            Window (minutes)
            <input type="number" min={1} max={129600} value={draft.windowMinutes} onChange={(e) => setDraft({ ...draft, windowMinutes: e.currentTarget.value })} />
          </label>
        )}
        {rule.allowedActions.includes('review') && rule.ruleId !== 'order-review' && (
          <label>
            Review points
            <input type="number" min={0} max={100} value={draft.riskPoints} onChange={(e) => setDraft({ ...draft, riskPoints: e.currentTarget.value })} />
          </label>
        )}
        {rule.allowedActions.length > 1 && (
          <label>
            On a hit
            <select value={draft.action} onChange={(e) => setDraft({ ...draft, action: e.currentTarget.value as RuleView['action'] })}>
              {rule.allowedActions.map((a) => (
                <option key={a} value={a}>
                  {a === 'alert' ? 'Alert only' : a === 'review' ? 'Add review points' : 'Refuse checkout'}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          Severity
          <select value={draft.severity} onChange={(e) => setDraft({ ...draft, severity: e.currentTarget.value as RuleView['severity'] })}>
            {(['low', 'medium', 'high', 'critical'] as const).map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-secondary" disabled={save.pending}>
          {save.pending ? 'Saving...' : 'Save'}
        </button>
      </form>
    </li>
  );
}
