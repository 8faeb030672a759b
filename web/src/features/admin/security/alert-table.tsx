import type { FraudAlertView } from '../../../../../shared/security/security-views';
import { securityRiskBadge, alertFeedScore } from '../../../../../shared/security/risk-score';
import { Button } from '@/components/ui/button';
import { columnsFor, DataTable } from '../ui/data-table';
import { PersonLink } from '../ui/person-link';
import { exactTime, relativeTime } from '../ui/relative-time';
import { badgeClass, severityClass, ruleLabel } from './security-labels';

const col = columnsFor<FraudAlertView>();

/** Alerts with their severity, subject and state; unresolved ones carry a Resolve button. */
export function AlertTable({ alerts, onResolve, resolving, caption }: { alerts: FraudAlertView[]; onResolve?: (a: FraudAlertView) => void; resolving?: string | null; caption: string }) {
  const columns = col.columns([
    col.accessor('createdAt', { header: 'Raised', cell: (c) => <time dateTime={c.getValue()} title={exactTime(c.getValue())}>{relativeTime(c.getValue())}</time> }),
    col.accessor('alertType', { header: 'Type', cell: (c) => ruleLabel(c.getValue()) }),
    col.accessor('severity', { header: 'Severity', cell: (c) => <span className={severityClass(c.getValue())}>{c.getValue()}</span> }),
    col.accessor((a) => alertFeedScore(a.severity), { id: 'score', header: 'Score', cell: (c) => <span className={badgeClass(securityRiskBadge(c.getValue()))}>{c.getValue()}</span> }),
    col.accessor('details', { header: 'Details', cell: ({ row: { original: a } }) => (
      <span>
        {a.details}
        {a.hits > 1 && <span className="muted"> ({a.hits} hits)</span>}
        {a.orderId && (
          <>
            {' '}
            <a href={`/admin/orders/${a.orderId}`}>Open order</a>
          </>
        )}
      </span>
    ) }),
    col.accessor((a) => a.ipAddress ?? '', { id: 'ip', header: 'IP', cell: (c) => (c.getValue() ? <code>{c.getValue()}</code> : <span className="muted">—</span>) }),
    col.accessor((a) => a.userName ?? a.userId ?? '', { id: 'user', header: 'User', cell: ({ row: { original: a } }) => <PersonLink userId={a.userId} userName={a.userName} /> }),
    col.accessor('isResolved', {
      header: 'Status',
      cell: ({ row: { original: a } }) =>
        a.isResolved ? (
          <span className="muted" title={a.resolvedAt ? exactTime(a.resolvedAt) : undefined}>Resolved{a.resolvedBy ? ` by ${a.resolvedByName ?? 'a former staff member'}` : ''}</span>
        ) : onResolve ? (
          <Button variant="secondary" disabled={resolving === a.alertId} onClick={() => onResolve(a)}>
            {resolving === a.alertId ? 'Resolving...' : 'Resolve'}
          </Button>
        ) : (
          <span className="badge badge-warning">Unresolved</span>
        ),
    }),
  ]);
  return <DataTable columns={columns} data={alerts} caption={caption} getRowId={(a) => a.alertId} empty="No alerts" />;
}
