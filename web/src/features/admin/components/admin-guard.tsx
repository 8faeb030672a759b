import { Link, Navigate, Outlet, useMatches } from 'react-router-dom';
import { getHref } from '@/config/paths';
import { useRole } from '@/lib/auth/use-role';
import { adminScreens, type AdminScreenId } from '../admin-screens';
import { isStaff, screenAccess } from '../utils/admin-access';

/** What an admin route carries in its `handle`, so the guard knows the screen's access rule. */
export interface AdminRouteHandle {
  adminScreen: AdminScreenId;
}

const screenOf = (handle: unknown): AdminScreenId | undefined => (handle as Partial<AdminRouteHandle> | undefined)?.adminScreen;

/**
 * The route table's guard around the admin screens (all but the pre-order queue): an employee on an admin-only
 * screen is sent to /admin (the users screens) or sees the permission message (the rest), as back-office §2 says.
 */
export function AdminGuard() {
  const { role } = useRole();
  const screen = useMatches().map((match) => screenOf(match.handle)).findLast(Boolean);
  // The layout above lets only staff through; the guard never decides that.
  const access = screen && isStaff(role) ? screenAccess(screen, role) : 'allow';
  if (access === 'redirect') return <Navigate to={getHref('admin')} replace />;
  if (access === 'deny') {
    return (
      <section className="status-screen" role="alert">
        <title>Access denied | NeonKeys Admin</title>
        <h1>Access denied</h1>
        <p>You don&apos;t have permission to access this page.</p>
        <p className="muted">
          {screen ? `${adminScreens[screen].title} is for administrators. ` : ''}
          {screen === 'variants'
            ? "You can see every product's variants and the keys in stock under Products → View; an administrator adds variants and keys."
            : 'Ask an administrator if something here needs doing.'}
        </p>
        <p>
          <Link className="btn btn-secondary" to={getHref(screen === 'variants' ? 'adminProducts' : 'admin')}>
            {screen === 'variants' ? 'Go to Products' : 'Back to Dashboard'}
          </Link>
        </p>
      </section>
    );
  }
  return <Outlet />;
}
