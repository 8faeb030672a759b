import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { Toaster } from '@/components/ui/toaster';
import { getHref } from '@/config/paths';
import { useRole } from '@/lib/auth/use-role';
import { useSidebar } from '../hooks/use-sidebar';
import { adminHeaderTitle } from '../utils/admin-title';
import { isStaff, layoutAccess, type StaffRole } from '../utils/admin-access';
import { PanelIcon } from './admin-icons';
import { AdminSidebar, sidebarId } from './admin-sidebar';
import '../admin.css';
import '../ui/admin-ui.css';

function AdminShell({ role }: { role: StaffRole }) {
  const sidebar = useSidebar();
  const { pathname } = useLocation();
  const expanded = sidebar.isMobile ? sidebar.openMobile : sidebar.open;
  return (
    <div className="admin-shell" data-state={sidebar.open ? 'expanded' : 'collapsed'}>
      <AdminSidebar role={role} sidebar={sidebar} />
      <div className="admin-main">
        <header className="admin-header">
          <button type="button" className="icon-button admin-trigger" aria-label="Toggle Sidebar" aria-controls={sidebarId} aria-expanded={expanded} onClick={sidebar.toggle}>
            <PanelIcon />
          </button>
          <p className="admin-header-title">{adminHeaderTitle(pathname)}</p>
        </header>
        <main id="main" className="admin-page" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Toaster />
    </div>
  );
}

/**
 * The admin area's layout: staff only. Anyone else, signed out or a customer, goes to the home page; a spinner shows
 * while the role loads. The server authorises every admin API call on its own, so this is about where people land.
 */
export function AdminLayout() {
  const { role, loading } = useRole();
  const access = layoutAccess({ role, loading });
  if (access === 'wait') return <Spinner className="loading-screen" />;
  if (access === 'redirect' || !isStaff(role)) return <Navigate to={getHref('home')} replace />;
  return <AdminShell role={role} />;
}
