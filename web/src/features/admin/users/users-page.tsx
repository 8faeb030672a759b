import { useMemo, useState } from 'react';
import { userRiskFilters, userRoleFilters, type AdminUserRow, type UserRiskFilter, type UserRoleFilter } from '../../../../../shared/people/admin-user-views';
import { Button } from '@/components/ui/button';
import { useApi } from '@/lib/use-api';
import { DataTable } from '../ui/data-table';
import { notifyError } from '../ui/notify';
import { LoadError, PageHeader } from '../ui/page-parts';
import { displayName, userColumns } from './user-columns';
import { useDebounced } from './use-debounced';
import { useRoleToggle } from './use-role-toggle';
import './users.css';

const label = (v: string) => v.charAt(0).toUpperCase() + v.slice(1);
const pageSize = 25;

/**
 * Users (back-office §2, admin only): newest first, or found by the start of a name, e-mail or username; role and risk
 * filters; page by page with the server's cursor. Sorting a column sorts the page on screen.
 */
export function UsersPage() {
  const [text, setText] = useState('');
  const [role, setRole] = useState<UserRoleFilter | ''>('');
  const [risk, setRisk] = useState<UserRiskFilter | ''>('');
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const typed = useDebounced(text.trim());
  const q = typed.length >= 2 ? typed : undefined;
  const cursor = cursors[cursors.length - 1];
  const query = { limit: pageSize, ...(q ? { q } : {}), ...(role ? { role } : {}), ...(risk ? { risk } : {}), ...(cursor ? { cursor } : {}) };
  const { data, error, isLoading, mutate } = useApi('/api/admin/users', { query }, { keepPreviousData: true, onError: (e) => notifyError('Failed to fetch users', e) });
  const { toggle, pending, confirmDialog } = useRoleToggle(mutate);
  const columns = useMemo(() => userColumns({ pending, toggle: (u: AdminUserRow, r, on) => void toggle({ userId: u.userId, name: displayName(u) }, r, on) }), [pending, toggle]);
  const restart = () => setCursors([undefined]);

  return (
    <div className="users-page">
      <PageHeader title="Users" subtitle="Customers and staff, newest first. Grant or revoke staff roles here; every change is audited." />
      <div className="admin-toolbar" role="search">
        <label className="admin-field">
          <span className="sr-only">Search users</span>
          <input
            type="search"
            placeholder="Search by name, email or username"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              restart();
            }}
          />
        </label>
        <label className="admin-field">
          <span>Role</span>
          <select
            value={role}
            onChange={(e) => {
              setRole(e.target.value as UserRoleFilter | '');
              restart();
            }}
          >
            <option value="">All roles</option>
            {userRoleFilters.map((r) => (
              <option key={r} value={r}>
                {label(r)}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-field">
          <span>Risk</span>
          <select
            value={risk}
            onChange={(e) => {
              setRisk(e.target.value as UserRiskFilter | '');
              restart();
            }}
          >
            <option value="">All risk levels</option>
            {userRiskFilters.map((r) => (
              <option key={r} value={r}>
                {label(r)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {text.trim().length === 1 && <p className="muted">Type at least 2 characters to search.</p>}
      {error ? (
        <LoadError message="Failed to fetch users" onRetry={() => void mutate()} />
      ) : (
        <>
          <DataTable
            caption="Users"
            columns={columns}
            data={data?.items ?? []}
            getRowId={(u) => u.userId}
            empty={isLoading ? 'Loading users…' : q || role || risk ? 'No users match these filters.' : 'No users yet.'}
          />
          <div className="admin-pager">
            <Button variant="secondary" disabled={cursors.length === 1} onClick={() => setCursors((c) => c.slice(0, -1))}>
              Previous
            </Button>
            <span className="muted">Page {cursors.length}</span>
            <Button variant="secondary" disabled={!data?.nextCursor} onClick={() => setCursors((c) => [...c, data?.nextCursor ?? undefined])}>
              Next
            </Button>
          </div>
        </>
      )}
      {confirmDialog}
    </div>
  );
}
