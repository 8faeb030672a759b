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
