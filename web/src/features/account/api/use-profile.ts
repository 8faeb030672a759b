import type { ProfileUpdate, SavedProfile } from '../../../../../shared/auth/profile';
import { apiSend } from '@/lib/api-client';
import { loadAuthLayer } from '@/lib/auth/session-store';
import { useApi } from '@/lib/use-api';

/** The signed-in shopper's profile; a copy cached for another account (same tab, other sign-in) is not shown. */
export function useProfile(userId: string | null) {
  const swr = useApi(userId ? '/api/account/profile' : null);
  const save = async (update: ProfileUpdate): Promise<SavedProfile> => {
    const saved = await apiSend('PUT', '/api/account/profile', { body: update });
    const { attributesInSync, phoneVerification: _phoneVerification, ...profile } = saved;
    await swr.mutate(profile, { revalidate: false });
    // The header names the shopper from the ID token, whose `name` is now stale: fetch new tokens, which the session
    // follows. The save is done either way, so it does not wait for them.
    if (attributesInSync) void loadAuthLayer().then((auth) => auth.refreshSession()).catch(() => undefined);
    return saved;
  };
  /** After the phone's code was typed back: the new tokens say the number is verified, and the profile reads them. */
  const phoneVerified = () => swr.mutate((current) => current && { ...current, phoneVerified: true });
  return { data: swr.data?.userId === userId ? swr.data : undefined, error: swr.error, retry: () => swr.mutate(), save, phoneVerified };
}
