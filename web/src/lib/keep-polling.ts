import type { SWRConfiguration } from 'swr';
import { isApiError } from './api-error';

/** Answers that may change by asking again: too many requests, a server fault, or no answer at all. */
function passing(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 429 || error.status >= 500;
}

/**
 * A polling read that goes on polling after a failed poll. SWR polls only while its key holds no error, and the store
 * retries no 4xx and a 5xx three times at most (provider.tsx): one rate-limited or dropped poll froze the Performance
 * Monitor's figures until a reload. With this, a poll that failed for a passing reason is asked again at the read's
 * own interval, for as long as the screen is open; a refusal that will not change (a lost session, a bad request)
 * stops it. Kept out of `useApi` itself, which every storefront page loads, since only screens that poll need it.
 */
export function keepPolling<C extends SWRConfiguration>(config: C): C {
  const interval = config.refreshInterval;
  if (interval === undefined) return config;
  const onErrorRetry: SWRConfiguration['onErrorRetry'] = (error, _key, _config, revalidate, { retryCount }) => {
    if (!passing(error)) return;
    const wait = typeof interval === 'function' ? interval(undefined) : interval;
    if (wait > 0) setTimeout(() => void revalidate({ retryCount }), wait);
  };
  return { ...config, onErrorRetry };
}
