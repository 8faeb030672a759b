import { Link, NavLink } from 'react-router-dom';
import { Sheet } from '@/components/ui/sheet';
import { getHref } from '@/config/paths';
import { adminMenu } from '../utils/admin-menu';
import { panelLabel, type StaffRole } from '../utils/admin-access';
import type { Sidebar } from '../hooks/use-sidebar';
import { HomeIcon, ShieldIcon, screenIcons } from './admin-icons';
import { MenuTooltip } from './menu-tooltip';

export const sidebarId = 'admin-sidebar';

/** The menu and the way back, shared by the desktop sidebar and the mobile sheet. */
function SidebarBody({ role, collapsed, onNavigate }: { role: StaffRole; collapsed: boolean; onNavigate?: () => void }) {
  return (
    <>
      <nav aria-label={panelLabel(role)} className="admin-nav">
        <ul>
          {adminMenu(role).map((entry) => {
            const Icon = screenIcons[entry.id];
            return (
              <li key={entry.id}>
                <MenuTooltip label={entry.label} enabled={collapsed}>
                  <NavLink to={entry.href} end={entry.id === 'dashboard'} onClick={onNavigate} className={entry.adminOnly ? 'admin-nav-locked' : undefined}>
                    {Icon && <Icon />}
                    <span className="admin-nav-label">
                      {entry.label}
                      {entry.adminOnly && <span className="admin-nav-note"> (admins only)</span>}
                    </span>
                  </NavLink>
                </MenuTooltip>
              </li>
            );
          })}
        </ul>
      </nav>
      <MenuTooltip label="Back to Homepage" enabled={collapsed} className="admin-home-row">
        <Link to={getHref('home')} className="admin-home-link" onClick={onNavigate}>
          <HomeIcon />
          <span className="admin-nav-label">Back to Homepage</span>
        </Link>
      </MenuTooltip>
    </>
  );
}

/** Desktop: a 16rem column that folds to 3rem of icons. Mobile: an 18rem off-canvas sheet. */
export function AdminSidebar({ role, sidebar }: { role: StaffRole; sidebar: Sidebar }) {
  if (sidebar.isMobile) {
    return (
      <Sheet open={sidebar.openMobile} onClose={() => sidebar.setOpenMobile(false)} title={panelLabel(role)} closeLabel="Close menu" className="admin-sheet">
        <div id={sidebarId} className="admin-sheet-body">
          <SidebarBody role={role} collapsed={false} onNavigate={() => sidebar.setOpenMobile(false)} />
        </div>
      </Sheet>
    );
  }
  return (
    <aside id={sidebarId} className="admin-aside">
      <p className="admin-aside-label">
        <ShieldIcon />
        <span className="admin-nav-label">{panelLabel(role)}</span>
      </p>
      <SidebarBody role={role} collapsed={!sidebar.open} />
    </aside>
  );
}
