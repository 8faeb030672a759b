import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiGet } from './api-client';
import type { ApiError } from './api-error';
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
 * every 30 s instead.
 */
export function withPolling<C extends SWRConfiguration>(config: C | undefined): C | undefined {
  if (config?.refreshInterval === undefined || config.dedupingInterval !== undefined) return config;
  return { ...config, dedupingInterval: 0 };
}

/** Reads a GET route through SWR; pass `null` as the path to wait (conditional fetching). */
export function useApi<P extends ApiPath<'GET'>>(
  path: P | null,
  ...[options, config]: UseApiArgs<P, GetResponse<P>>
): SWRResponse<GetResponse<P>, ApiError> {
  const key: ApiKey<P> | null = path === null ? null : [path, options];
  return useSWR<GetResponse<P>, ApiError, ApiKey<P> | null>(key, apiFetcher, withPolling(config));
}
