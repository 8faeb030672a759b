import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiError } from '@/lib/api-error';
import type { ApiPath, GetOptions, GetResponse } from '@/lib/api-types';
import { apiFetcher } from '@/lib/use-api';

/**
 * `useApi` for the signed-in buyer's own data. The user id is part of the cache key, so after signing out and in as
 * someone else in the same tab, the previous account's orders and keys are never shown, not even for a moment.
 */
export function useOwnApi<P extends ApiPath<'GET'>>(userId: string | null, path: P, options: GetOptions<P>, config?: SWRConfiguration<GetResponse<P>, ApiError>) {
  return useSWR<GetResponse<P>, ApiError, readonly [P, GetOptions<P>, string] | null>(
    userId ? [path, options, userId] : null,
    ([p, o]) => apiFetcher<P>([p, o]),
    config,
  );
}
