import { Link, useLocation, useNavigate } from 'react-router-dom';
import { displayName } from '../../../../shared/auth/display-name';
import { ChevronDownIcon } from '@/components/icons';
import { getHref } from '@/config/paths';
import type { SessionUser } from '@/lib/auth/session-store';
import { sessionMessages } from '@/lib/auth/messages';
import { useRole } from '@/lib/auth/use-role';
import { useSignOut } from '@/lib/auth/use-sign-out';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { useHeaderMenu } from './use-header-menu';
import './user-menu.css';

export interface UserMenuProps {
  user: SessionUser;
  className?: string | undefined;
  onNavigate?: (() => void) | undefined;
}

/**
 * Storefront §2 Header, signed in: a button named by the display name that opens the email, an Account link
 * (shoppers) or an Admin Dashboard link (employees and admins), and Sign Out.
 */
export function UserMenu({ user, className, onNavigate }: UserMenuProps) {
  const t = useMessages(sessionMessages);
  const { role, loading } = useRole();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { open, setOpen, root, button, panelId } = useHeaderMenu();
  const name = displayName({ fullName: user.name, email: user.email, phone: user.phone });

  const follow = () => {
    setOpen(false);
    onNavigate?.();
  };
  const onSignOut = async () => {
    follow();
    await signOut();
    // The account page is for signed-in shoppers only; leaving it beats a bounce to the sign-in screen.
    if (pathname.startsWith(getHref('account'))) navigate(getHref('home'), { replace: true });
  };

  return (
    <div
      ref={root}
      className={cn('user-menu', className)}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="header-chip user-menu-button"
        aria-label={name}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="user-avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="user-menu-name">{name}</span>
        <ChevronDownIcon className="header-chip-chevron" />
      </button>
      <div id={panelId} className="user-menu-panel" hidden={!open}>
        <p className="user-menu-who">
          <strong>{name}</strong>
          {(user.email ?? user.phone) && <span className="user-menu-email">{user.email ?? user.phone}</span>}
        </p>
        <ul>
          <li>
            {loading ? (
              <span className="skeleton skeleton-line" />
            ) : role === 'employee' || role === 'admin' ? (
              <Link to={getHref('admin')} onClick={follow}>
                {t('adminDashboard')}
              </Link>
            ) : (
              <Link to={getHref('account')} onClick={follow}>
                {t('account')}
              </Link>
            )}
          </li>
          <li>
            <button type="button" onClick={() => void onSignOut()}>
              {t('signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
