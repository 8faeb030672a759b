import type { Profile, ProfileUpdate } from '../../../../../shared/auth/profile';
import { apiSend } from '@/lib/api-client';
import { loadAuthLayer } from '@/lib/auth/session-store';
import { useApi } from '@/lib/use-api';

/** The signed-in shopper's profile; a copy cached for another account (same tab, other sign-in) is not shown. */
export function useProfile(userId: string | null) {
  const swr = useApi(userId ? '/api/account/profile' : null);
  const save = async (update: ProfileUpdate): Promise<Profile> => {
    const { attributesInSync, ...saved } = await apiSend('PUT', '/api/account/profile', { body: update });
    await swr.mutate(saved, { revalidate: false });
    // The header names the shopper from the ID token, whose `name` is now stale: fetch new tokens, which the session
    // follows. The save is done either way, so it does not wait for them.
    if (attributesInSync) void loadAuthLayer().then((auth) => auth.refreshSession()).catch(() => undefined);
    return saved;
  };
  return { data: swr.data?.userId === userId ? swr.data : undefined, error: swr.error, retry: () => swr.mutate(), save };
}
