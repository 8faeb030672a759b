import { describe, expect, it, vi } from 'vitest';
import { recoverAndReload, refreshedAtKey, sinceRefreshMs } from './page-facts';

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    clear: () => map.clear(),
  };
}

describe('the time since Refresh Page', () => {
  it.each([
    ['none recorded', {}, null],
    ['recorded 2 s ago', { [refreshedAtKey]: '8000' }, 2_000],
    ['garbage in the key', { [refreshedAtKey]: 'soon' }, null],
  ])('is read with %s', (_case, entries, expected) => {
    expect(sinceRefreshMs(memoryStorage(entries), 10_000)).toBe(expected);
  });

  it('is unknown when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };

    expect(sinceRefreshMs(blocked, 10_000)).toBeNull();
    expect(sinceRefreshMs(undefined, 10_000)).toBeNull();
  });
});

describe('the recovery action', () => {
  it('clears session storage, notes when it ran and reloads', () => {
    const storage = memoryStorage({ 'neonkeys-session-id': 's1', 'geo-cache': '{}' });
    const location = { reload: vi.fn() };

    recoverAndReload(storage, location, 42_000);

    expect(Object.fromEntries(storage.map)).toEqual({ [refreshedAtKey]: '42000' });
    expect(location.reload).toHaveBeenCalledOnce();
  });

  it('still reloads when storage is blocked', () => {
    const blocked = {
      clear: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: vi.fn(),
    };
    const location = { reload: vi.fn() };

    recoverAndReload(blocked, location, 1);

    expect(location.reload).toHaveBeenCalledOnce();
  });
});
