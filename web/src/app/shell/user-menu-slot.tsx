import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { useSession } from '@/lib/auth/use-session';
import { useSignInHref } from '@/lib/auth/use-sign-in-href';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import { shellMessages } from './messages';

// Only signed-in visitors need the menu's code (role lookup, panel, sign-out), so it is a chunk of its own.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/**
 * The header's account corner: the Sign In button until the session says signed in, then the user menu. The server
 * render and hydration always show the button (the server cannot see the session), so anonymous pages hydrate unchanged.
 */
export function UserMenuSlot({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const t = useMessages(shellMessages);
  const session = useSession();
  const signInHref = useSignInHref();
  if (session.status === 'signedIn') {
    return (
      <Suspense fallback={<span className={cn('user-menu-placeholder', className)} aria-hidden="true" />}>
        <UserMenu user={session.user} className={className} onNavigate={onNavigate} />
      </Suspense>
    );
  }
  return (
    <Link to={signInHref} className={cn(buttonVariants.secondary, 'sign-in-button', className)} onClick={onNavigate}>
      {t('signIn')}
    </Link>
  );
}
