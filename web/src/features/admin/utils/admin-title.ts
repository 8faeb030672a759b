import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { adminScreenIds, adminScreens } from '../admin-screens';

/** What the header bar shows on an admin path no screen claims (back-office §2). */
export const fallbackAdminTitle = 'Admin Dashboard';

/** The title in the admin header bar for a path: the screen's header title, or 'Admin Dashboard'. */
export function adminHeaderTitle(pathname: string): string {
  for (const id of adminScreenIds) {
    const screen: { path: keyof typeof paths; title: string; header?: string } = adminScreens[id];
    if (matchPath({ path: paths[screen.path], end: true }, pathname)) return screen.header ?? screen.title;
  }
  return fallbackAdminTitle;
}
