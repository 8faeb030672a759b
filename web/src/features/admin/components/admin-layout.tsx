import { Link, NavLink, Outlet } from 'react-router-dom';
import { getHref } from '../../../config/paths';
import { adminScreens } from '../admin-screens';

type MenuScreen = Extract<(typeof adminScreens)[keyof typeof adminScreens], { menu: string }>;
const menu = Object.values(adminScreens).filter((screen): screen is MenuScreen => 'menu' in screen);

export function AdminLayout() {
  return (
    <div className="admin-layout">
      <aside className="admin-sidebar">
        <p className="admin-panel-label">Admin Panel</p>
        <nav aria-label="Admin">
          <ul>
            {menu.map((screen) => (
              <li key={screen.path}>
                <NavLink to={getHref(screen.path)} end={screen.path === 'admin'}>
                  {screen.menu}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={getHref('home')} className="admin-back">
          Back to Homepage
        </Link>
      </aside>
      <div className="admin-content">
        <Outlet />
      </div>
    </div>
  );
}
