import { describe, expect, it } from 'vitest';
import { withPolling } from './use-api';

describe('a read that polls', () => {
  it('is never held back by the store-wide 30 s de-duplication, whatever its interval', () => {
    const everyThreeSeconds = (data: { running: boolean } | undefined) => (data?.running ? 3_000 : 0);

    expect(withPolling({ refreshInterval: 5_000 })).toEqual({ refreshInterval: 5_000, dedupingInterval: 0 });
    expect(withPolling({ refreshInterval: everyThreeSeconds })).toEqual({ refreshInterval: everyThreeSeconds, dedupingInterval: 0 });
  });

  it('keeps a de-duplication window it chose itself, and leaves a read that does not poll as it is', () => {
    const plain = { revalidateOnMount: true };

    expect(withPolling({ refreshInterval: 1_000, dedupingInterval: 500 })).toEqual({ refreshInterval: 1_000, dedupingInterval: 500 });
    expect(withPolling(plain)).toBe(plain);
    expect(withPolling(undefined)).toBeUndefined();
  });
});
