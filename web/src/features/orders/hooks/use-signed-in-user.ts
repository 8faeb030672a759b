import { useLocation } from 'react-router-dom';
import { getHref } from '@/config/paths';
import { useSession } from '@/lib/auth/use-session';

/** The signed-in user's id (null while the session loads), and where to send an anonymous visitor to sign in first. */
export function useSignedInUser() {
  const session = useSession();
  const { pathname, search } = useLocation();
  return {
    userId: session.status === 'signedIn' ? session.user.userId : null,
    anonymous: session.status === 'anonymous',
    signInHref: getHref('auth', { next: `${pathname}${search}` }),
  };
}
