import { useSession } from '@/lib/auth/use-session';
import { useSignInHref } from '@/lib/auth/use-sign-in-href';

/** The signed-in user's id (null while the session loads), and where to send an anonymous visitor to sign in first. */
export function useSignedInUser() {
  const session = useSession();
  const signInHref = useSignInHref();
  return {
    userId: session.status === 'signedIn' ? session.user.userId : null,
    anonymous: session.status === 'anonymous',
    signInHref,
  };
}
