import { Link } from 'react-router-dom';
import type { RiskyUserView } from '../../../../../shared/security/security-views';
import { securityRiskBadge } from '../../../../../shared/security/risk-score';
import { getHref } from '@/config/paths';
import { columnsFor, DataTable } from '../ui/data-table';
import { money } from '../ui/money';
import { exactTime, relativeTime } from '../ui/relative-time';
import { badgeClass } from './security-labels';

const col = columnsFor<RiskyUserView>();
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const columns = col.columns([
  col.accessor((u) => u.name ?? u.email ?? u.userId, {
    id: 'user',
    header: 'User',
    cell: ({ row: { original: u } }) => (
      <div className="risk-user">
        <Link to={getHref('adminUser', { userId: u.userId })}>{u.name ?? u.email ?? u.userId}</Link>
        {u.name && u.email && <span className="muted">{u.email}</span>}
      </div>
    ),
  }),
  col.accessor('riskScore', {
    header: 'Risk Score',
    cell: ({ row: { original: u } }) => (
      <span className={badgeClass(securityRiskBadge(u.riskScore))} title={`Scored ${exactTime(u.scoredAt)} (${relativeTime(u.scoredAt)})`}>
        {u.riskScore}/100
      </span>
    ),
  }),
  col.accessor('classification', { header: 'Classification', cell: (c) => capital(c.getValue()) }),
  col.accessor('vpnDetections24h', { header: 'VPN (24h)' }),
  col.accessor('unresolvedHighAlerts', { header: 'High Alerts' }),
  col.accessor('totalOrders', { header: 'Orders', cell: ({ row: { original: u } }) => `${u.totalOrders} · ${money(u.totalSpentCents, 'USD')}` }),
  col.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row: { original: u } }) => (
      <Link className="btn btn-ghost btn-small" to={getHref('adminEnhancedIntelligence', { user: u.userId })} aria-label={`Intelligence report for ${u.name ?? u.email ?? u.userId}`}>
        Intelligence
      </Link>
    ),
  }),
]);

/** Users ranked by their back-office §9 risk as last scored: the Overview's five riskiest and Risk Assessment's top 20. */
export function RiskyUsersTable({ users, caption }: { users: RiskyUserView[]; caption: string }) {
  return <DataTable columns={columns} data={users} caption={caption} getRowId={(u) => u.userId} empty="No user has any risk right now" />;
}
