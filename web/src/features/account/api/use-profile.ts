import type { ProfileUpdate } from '../../../../../shared/auth/profile';
import { apiSend } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

/** The signed-in shopper's profile; a copy cached for another account (same tab, other sign-in) is not shown. */
export function useProfile(userId: string | null) {
  const swr = useApi(userId ? '/api/account/profile' : null);
  const save = async (update: ProfileUpdate) => {
    const saved = await apiSend('PUT', '/api/account/profile', { body: update });
    await swr.mutate(saved, { revalidate: false });
    return saved;
  };
  return { data: swr.data?.userId === userId ? swr.data : undefined, error: swr.error, retry: () => swr.mutate(), save };
}
