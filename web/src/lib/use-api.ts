import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiGet } from './api-client';
import { isApiError, type ApiError } from './api-error';
import type { ApiPath, GetOptions, GetResponse, OptionsArg } from './api-types';

/** An SWR cache key for a GET route; build keys with this so reads and cache writes agree. */
export type ApiKey<P extends ApiPath<'GET'> = ApiPath<'GET'>> = readonly [path: P, options: GetOptions<P> | undefined];

export function apiKey<P extends ApiPath<'GET'>>(path: P, ...[options]: OptionsArg<GetOptions<P>>): ApiKey<P> {
  return [path, options];
}

/** The SWR fetcher for keys made by `apiKey`. */
export function apiFetcher<P extends ApiPath<'GET'>>([path, options]: ApiKey<P>): Promise<GetResponse<P>> {
  return apiGet(path, ...([options] as OptionsArg<GetOptions<P>>));
}

type UseApiArgs<P extends ApiPath<'GET'>, T> =
  Record<never, never> extends GetOptions<P>
    ? [options?: GetOptions<P>, config?: SWRConfiguration<T, ApiError>]
    : [options: GetOptions<P>, config?: SWRConfiguration<T, ApiError>];

/**
 * A read that polls asks on its own schedule. SWR skips a poll that falls inside the de-duplication window, and the
 * store's window is 30 s (provider.tsx): without this, a screen that polls every 3 s (an export running) refreshed
 * every 30 s instead. SWR also stops polling for good once a poll has failed (it polls only while the key holds no
 * error, and the store retries no 4xx): one refused or dropped request froze a monitor's figures until a reload. A
 * polling read therefore tries again at its own interval after any failure but a lost session (401, 403).
 */
export function withPolling<C extends SWRConfiguration>(config: C | undefined): C | undefined {
  if (config?.refreshInterval === undefined) return config;
  const interval = config.refreshInterval;
  const keepPolling: SWRConfiguration['onErrorRetry'] = (error, _key, _config, revalidate, { retryCount }) => {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
    const wait = typeof interval === 'function' ? interval(undefined) : interval;
    if (wait > 0) setTimeout(() => void revalidate({ retryCount }), wait);
  };
  return { onErrorRetry: keepPolling, ...config, ...(config.dedupingInterval === undefined ? { dedupingInterval: 0 } : {}) };
}

/** Reads a GET route through SWR; pass `null` as the path to wait (conditional fetching). */
export function useApi<P extends ApiPath<'GET'>>(
  path: P | null,
  ...[options, config]: UseApiArgs<P, GetResponse<P>>
): SWRResponse<GetResponse<P>, ApiError> {
  const key: ApiKey<P> | null = path === null ? null : [path, options];
  return useSWR<GetResponse<P>, ApiError, ApiKey<P> | null>(key, apiFetcher, withPolling(config));
}
