import { satisfiesRole } from '../../../../../shared/auth/roles';
import { adminScreens, type AdminScreenId } from '../admin-screens';

/** The role as `useRole()` reports it: null when nobody is signed in. */
export type ViewerRole = 'user' | 'employee' | 'admin' | null;
export type StaffRole = 'employee' | 'admin';

export const isStaff = (role: ViewerRole): role is StaffRole => role === 'employee' || role === 'admin';

/**
 * What the admin layout does for a viewer: a spinner while the role loads, the home page for anyone who is neither
 * employee nor admin (signed-out visitors too), the admin area otherwise. The server checks every admin API call anyway.
 */
export function layoutAccess({ role, loading }: { role: ViewerRole; loading: boolean }): 'wait' | 'redirect' | 'allow' {
  if (loading) return 'wait';
  return isStaff(role) ? 'allow' : 'redirect';
}

/** What a staff member gets on one screen: it, a redirect to /admin, or the permission message. */
export function screenAccess(screen: AdminScreenId, role: StaffRole): 'allow' | 'redirect' | 'deny' {
  const rules: { access: 'staff' | 'admin'; denied?: 'redirect' } = adminScreens[screen];
  if (satisfiesRole(role, rules.access === 'admin' ? 'admin' : 'employee')) return 'allow';
  return rules.denied ?? 'deny';
}

/** The label at the top of the side menu. */
export const panelLabel = (role: StaffRole) => (role === 'admin' ? 'Admin Panel' : 'Employee Panel');
