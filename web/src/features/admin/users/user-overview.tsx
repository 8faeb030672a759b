import { Link } from 'react-router-dom';
import type { AdminUserDetail } from '../../../../../shared/people/admin-user-views';
import type { StaffAuditView } from '../../../../../shared/audit/staff-audit';
import { getHref } from '@/config/paths';
import { money } from '../ui/money';
import { EmptyState, Panel } from '../ui/page-parts';
import { exactTime, relativeTime } from '../ui/relative-time';
import { StatusBadge } from '../ui/status-badge';
import { RoleBadge } from './role-badge';
import { RoleToggles } from './role-toggles';
import { displayName } from './user-columns';
import { useRoleToggle } from './use-role-toggle';

const When = ({ at }: { at: string }) => (
  <time dateTime={at} title={exactTime(at)} className="muted">
    {relativeTime(at)}
  </time>
);

/** The Overview tab: profile, roles with their toggles, role history, staff activity about and by the user, latest orders. */
export function UserOverview({ user, onChanged }: { user: AdminUserDetail; onChanged: () => unknown }) {
  const { toggle, pending, confirmDialog } = useRoleToggle(onChanged);
  const { profile } = user;
  const activeRoles = user.roles.filter((r) => r.isActive).map((r) => r.role);
  const field = (v: string | null) => v ?? <span className="muted">—</span>;
  return (
    <>
      <Panel title="Profile">
        <dl className="user-profile">
          <div><dt>Full name</dt><dd>{field(profile.fullName)}</dd></div>
          <div><dt>Username</dt><dd>{field(profile.username)}</dd></div>
          <div><dt>Email</dt><dd>{field(profile.email)}</dd></div>
          <div><dt>Country</dt><dd>{field(profile.country)}</dd></div>
          <div><dt>Phone</dt><dd>{field(profile.phone)}</dd></div>
          <div><dt>Joined</dt><dd><When at={profile.createdAt} /></dd></div>
          <div><dt>User id</dt><dd><code>{profile.userId}</code></dd></div>
        </dl>
      </Panel>
      <Panel title="Roles" actions={<RoleBadge role={user.role} />}>
        <RoleToggles activeRoles={activeRoles} disabled={pending} onToggle={(role, isActive) => void toggle({ userId: profile.userId, name: displayName(profile) }, role, isActive)} />
        <h3 className="user-subhead">Role history</h3>
        {user.roleAudit.length === 0 ? (
          <EmptyState title="No role changes yet." />
        ) : (
          <ul className="user-log" aria-label="Role history">
            {user.roleAudit.map((e) => (
              <li key={`${e.at}-${e.role}`}>
                <span>
                  {e.isActive ? 'Granted' : 'Revoked'} <strong>{e.role}</strong> by <code>{e.changedBy}</code>
                </span>
                <When at={e.at} />
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel title="Staff activity about this user">
        <AuditList entries={user.auditAbout} empty="No staff action has been recorded about this user." by />
      </Panel>
      <Panel title="Staff activity by this user">
        <AuditList entries={user.auditBy} empty="This user has taken no staff action." />
      </Panel>
      <Panel title="Recent orders">
        {user.recentOrders.length === 0 ? (
          <EmptyState title="No orders yet." />
        ) : (
          <ul className="user-log">
            {user.recentOrders.map((o) => (
              <li key={o.orderId}>
                <span>
                  <Link to={getHref('adminOrder', { orderId: o.orderId })}>{o.orderNumber}</Link> · {o.items} {o.items === 1 ? 'item' : 'items'} · {money(o.totalCents, o.currency)}{' '}
                  <StatusBadge status={o.status} />
                </span>
                <When at={o.createdAt} />
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {confirmDialog}
    </>
  );
}

function AuditList({ entries, empty, by = false }: { entries: StaffAuditView[]; empty: string; by?: boolean }) {
  if (entries.length === 0) return <EmptyState title={empty} />;
  return (
    <ul className="user-log">
      {entries.map((e) => (
        <li key={e.entryId} data-action={e.action}>
          <span>
            {e.summary}
            <span className="muted">
              {' '}
              · {by ? `by ${e.actorId} (${e.actorRole})` : `${e.subjectType} ${e.subjectId}`}
            </span>
          </span>
          <When at={e.at} />
        </li>
      ))}
    </ul>
  );
}
