import { paths, type PathName } from '@/config/paths';
import { adminScreenIds, adminScreens, type AdminScreenId } from '../admin-screens';
import { screenAccess, type StaffRole } from './admin-access';

export interface AdminMenuEntry {
  id: AdminScreenId;
  /** Menu screens take no path parameters, so the route pattern is the link. */
  href: string;
  label: string;
  /** Shown to an employee although only admins may use it (back-office §6 lists it): the menu says so beside it. */
  adminOnly: boolean;
}

/** Variants & Keys is in the employee menu (back-office §6) although its content is for admins. */
const inEmployeeMenu: ReadonlySet<AdminScreenId> = new Set(['variants']);

/**
 * The side menu for a role, in the order of back-office §6: the employee menu (Dashboard, Products, Orders,
 * Pre-Orders, Variants & Keys, Featured Products, SEO & Sitemaps), then what admins add.
 */
export function adminMenu(role: StaffRole): AdminMenuEntry[] {
  return adminScreenIds.flatMap((id) => {
    const screen: { path: PathName; menu?: string } = adminScreens[id];
    if (!screen.menu) return [];
    const allowed = screenAccess(id, role) === 'allow';
    return allowed || inEmployeeMenu.has(id) ? [{ id, href: paths[screen.path], label: screen.menu, adminOnly: !allowed }] : [];
  });
}
