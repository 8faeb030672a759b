import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('serves a value from memory until it expires, then loads again', async () => {
    const cache = new TtlCache<number>(1000);
    const load = vi.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);

    const first = await cache.get('k', load, 0);
    const cached = await cache.get('k', load, 999);
    const reloaded = await cache.get('k', load, 1000);

    expect([first, cached, reloaded]).toEqual([1, 1, 2]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new TtlCache<string>(1000);
    const load = vi.fn(async () => 'value');

    await Promise.all([cache.get('k', load, 0), cache.get('k', load, 0), cache.get('k', load, 0)]);

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string>(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');

    await expect(cache.get('k', async () => 'up', 1)).resolves.toBe('up');
  });

  it('never holds more than its maximum number of entries', async () => {
    const cache = new TtlCache<number>(10_000, 2);
    await cache.get('a', async () => 1, 0);
    await cache.get('b', async () => 2, 0);
    await cache.get('c', async () => 3, 0);
    const load = vi.fn(async () => 9);

    await cache.get('a', load, 0);

    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('TtlCache with stale-while-revalidate', () => {
  it('serves the expired value while one background refresh runs, then the fresh one', async () => {
    const cache = new TtlCache<number>(1000, { staleWhileRevalidateMs: 5000 });
    let release!: (n: number) => void;
    const slow = new Promise<number>((resolve) => (release = resolve));
    const load = vi.fn().mockResolvedValueOnce(1).mockReturnValueOnce(slow);
    await cache.get('k', load, 0);

    const during = await Promise.all([cache.get('k', load, 1500), cache.get('k', load, 1600)]);
    release(2);
    await slow;
    const after = await cache.get('k', load, 1700);

    expect(during).toEqual([1, 1]);
    expect(after).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads afresh, without serving stale data, once past the stale window', async () => {
    const cache = new TtlCache<number>(1000, { staleWhileRevalidateMs: 500 });
    const load = vi.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    await cache.get('k', load, 0);

    await expect(cache.get('k', load, 1600)).resolves.toBe(2);
  });

  it('keeps serving the stale value when a background refresh fails, and tries again', async () => {
    const cache = new TtlCache<number>(1000, { staleWhileRevalidateMs: 5000 });
    const load = vi.fn().mockResolvedValueOnce(1).mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(3);
    await cache.get('k', load, 0);

    await expect(cache.get('k', load, 1500)).resolves.toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    await cache.get('k', load, 1600);
    await new Promise((r) => setTimeout(r, 0));

    await expect(cache.get('k', load, 1700)).resolves.toBe(3);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
