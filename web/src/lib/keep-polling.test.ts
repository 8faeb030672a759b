import type { SWRConfiguration } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { keepPolling } from './keep-polling';

const problem = (status: number) => new ApiError({ type: 'about:blank', title: `HTTP ${status}`, status });

describe('a read that keeps polling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function retryOf(config: SWRConfiguration) {
    const retry = keepPolling(config).onErrorRetry!;
    const revalidate = vi.fn(() => Promise.resolve(true));
    const fail = (error: unknown, retryCount: number) => retry(error, 'key', {} as Parameters<typeof retry>[2], revalidate, { retryCount, dedupe: true });
    return { fail, revalidate };
  }

  it('asks again at its own interval after a rate limit, a server fault or a dropped connection', () => {
    const { fail, revalidate } = retryOf({ refreshInterval: 5_000 });

    fail(problem(429), 1);
    fail(problem(503), 2);
    fail(new TypeError('Failed to fetch'), 3);
    vi.advanceTimersByTime(4_999);
    expect(revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);

    expect(revalidate.mock.calls).toEqual([[{ retryCount: 1 }], [{ retryCount: 2 }], [{ retryCount: 3 }]]);
  });

  it('stops when the answer will not change by asking again: a lost session, a refusal, a bad request', () => {
    const { fail, revalidate } = retryOf({ refreshInterval: 5_000 });

    for (const [i, status] of [401, 403, 400, 404].entries()) fail(problem(status), i);
    vi.advanceTimersByTime(60_000);

    expect(revalidate).not.toHaveBeenCalled();
  });

  it('follows an interval chosen from the data, and stays quiet when that interval is off', () => {
    const running = retryOf({ refreshInterval: () => 3_000 });
    const idle = retryOf({ refreshInterval: () => 0 });

    running.fail(problem(500), 0);
    idle.fail(problem(500), 0);
    vi.advanceTimersByTime(3_000);

    expect(running.revalidate).toHaveBeenCalledTimes(1);
    expect(idle.revalidate).not.toHaveBeenCalled();
  });

  it('leaves a read that does not poll as it is', () => {
    const plain = { revalidateOnMount: true };

    expect(keepPolling(plain)).toBe(plain);
  });
});
