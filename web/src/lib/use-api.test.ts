import type { SWRConfiguration } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { withPolling } from './use-api';

describe('a read that polls', () => {
  it('is never held back by the store-wide 30 s de-duplication, whatever its interval', () => {
    const everyThreeSeconds = (data: { running: boolean } | undefined) => (data?.running ? 3_000 : 0);

    expect(withPolling({ refreshInterval: 5_000 })).toMatchObject({ refreshInterval: 5_000, dedupingInterval: 0 });
    expect(withPolling({ refreshInterval: everyThreeSeconds })).toMatchObject({ refreshInterval: everyThreeSeconds, dedupingInterval: 0 });
  });

  it('keeps a de-duplication window it chose itself, and leaves a read that does not poll as it is', () => {
    const plain = { revalidateOnMount: true };

    expect(withPolling({ refreshInterval: 1_000, dedupingInterval: 500 })).toMatchObject({ refreshInterval: 1_000, dedupingInterval: 500 });
    expect(withPolling(plain)).toBe(plain);
    expect(withPolling(undefined)).toBeUndefined();
  });

  it('tries again at its own interval after a failed poll, and stops only when the session is gone', () => {
    vi.useFakeTimers();
    try {
      const polling: SWRConfiguration | undefined = withPolling({ refreshInterval: 5_000 });
      const retry = polling!.onErrorRetry!;
      const revalidate = vi.fn(() => Promise.resolve(true));
      const config = {} as Parameters<typeof retry>[2];

      retry(new ApiError({ type: 'about:blank', title: 'Too many requests', status: 429 }), 'k', config, revalidate, { retryCount: 1, dedupe: true });
      retry(new ApiError({ type: 'about:blank', title: 'Unavailable', status: 503 }), 'k', config, revalidate, { retryCount: 2, dedupe: true });
      retry(new ApiError({ type: 'about:blank', title: 'Sign in', status: 401 }), 'k', config, revalidate, { retryCount: 3, dedupe: true });
      retry(new ApiError({ type: 'about:blank', title: 'Forbidden', status: 403 }), 'k', config, revalidate, { retryCount: 4, dedupe: true });
      vi.advanceTimersByTime(4_999);
      expect(revalidate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);

      expect(revalidate.mock.calls).toEqual([[{ retryCount: 1 }], [{ retryCount: 2 }]]);
    } finally {
      vi.useRealTimers();
    }
  });
});
