import { useApi } from '../use-api';
import { useSession } from './use-session';

export type SignedInRole = 'user' | 'employee' | 'admin';

/**
 * The signed-in caller's role from `GET /api/me` (role records are the source of truth, not the token's groups);
 * null when anonymous. An answer cached for another account (the same tab, signed in as someone else) counts as
 * still loading. On an error the role is user, as storefront §4 says; the server still checks every call.
 */
export function useRole(): { role: SignedInRole | null; loading: boolean } {
  const session = useSession();
  const userId = session.status === 'signedIn' ? session.user.userId : null;
  const { data, error } = useApi(userId ? '/api/me' : null);
  if (session.status === 'loading') return { role: null, loading: true };
  if (!userId) return { role: null, loading: false };
  if (data?.userId === userId) return { role: data.role === 'public' ? 'user' : data.role, loading: false };
  if (error) return { role: 'user', loading: false };
  return { role: null, loading: true };
}
