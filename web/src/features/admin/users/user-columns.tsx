import { Link } from 'react-router-dom';
import type { AdminUserRow } from '../../../../../shared/people/admin-user-views';
import { getHref } from '@/config/paths';
import { columnsFor } from '../ui/data-table';
import { exactTime, relativeTime } from '../ui/relative-time';
import { badgeClass } from '../security/security-labels';
import { RoleBadge } from './role-badge';
import { riskBadge } from './user-risk';
import { RoleToggles } from './role-toggles';
import type { ToggledRole } from './use-role-toggle';

const col = columnsFor<AdminUserRow>();
const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const displayName = (u: Pick<AdminUserRow, 'fullName' | 'username' | 'email' | 'userId'>) => u.fullName ?? u.username ?? u.email ?? u.userId;

/** Back-office §2's columns. Risk is the user's back-office §9 score as last scored, with its classification. */
export function userColumns(actions: { pending: boolean; toggle(user: AdminUserRow, role: ToggledRole, isActive: boolean): void }) {
  return col.columns([
    col.accessor((u) => displayName(u), {
      id: 'user',
      header: 'User',
      cell: ({ row }) => (
        <div className="users-cell-user">
          <Link to={getHref('adminUser', { userId: row.original.userId })}>{displayName(row.original)}</Link>
          {row.original.username && <span className="muted">@{row.original.username}</span>}
        </div>
      ),
    }),
    col.accessor((u) => u.email ?? '', { id: 'email', header: 'Email', cell: ({ getValue }) => getValue() || <span className="muted">—</span> }),
    col.accessor((u) => u.country ?? '', { id: 'country', header: 'Country', cell: ({ getValue }) => getValue() || <span className="muted">—</span> }),
    col.accessor('role', { header: 'Role', cell: ({ getValue }) => <RoleBadge role={getValue()} /> }),
    col.accessor((u) => u.risk.score, {
      id: 'risk',
      header: 'Risk',
      cell: ({ row }) => (
        <span className="users-risk">
          <span className={badgeClass(riskBadge(row.original.risk.score))}>{row.original.risk.score}</span> <span className="muted">{label(row.original.risk.classification)}</span>
        </span>
      ),
    }),
    col.accessor('orders', { header: 'Orders' }),
    col.accessor('sessions', { header: 'Sessions' }),
    col.accessor((u) => u.lastActivityAt ?? '', {
      id: 'lastActivity',
      header: 'Last Activity',
      cell: ({ getValue }) => {
        const at = getValue();
        return at ? <time dateTime={at} title={exactTime(at)}>{relativeTime(at)}</time> : <span className="muted">—</span>;
      },
    }),
    col.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <div className="users-actions">
          <Link className="btn btn-ghost btn-small" to={getHref('adminUser', { userId: row.original.userId })} aria-label={`View ${displayName(row.original)}`}>
            View
          </Link>
          <RoleToggles activeRoles={row.original.activeRoles} disabled={actions.pending} onToggle={(role, isActive) => actions.toggle(row.original, role, isActive)} />
        </div>
      ),
    }),
  ]);
}
