import { describe, expect, it } from 'vitest';
import { cacheTtlMs, SearchCache, searchCacheKey } from './search-cache';

function cacheWithClock(start = 0) {
  let now = start;
  const cache = new SearchCache<string>(() => now);
  return { cache, advance: (ms: number) => (now += ms) };
}

const base = { query: 'steam', filters: 'in_stock:true', currency: 'USD', language: 'en' };

describe('the search cache', () => {
  it('answers a repeated search from memory within 5 minutes', () => {
    const { cache, advance } = cacheWithClock();
    cache.set('k', 'answer');

    advance(cacheTtlMs - 1);

    expect(cache.get('k')).toBe('answer');
  });

  it('forgets an answer once 5 minutes have passed', () => {
    const { cache, advance } = cacheWithClock();
    cache.set('k', 'answer');

    advance(cacheTtlMs);

    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps 20 entries as they are', () => {
    const { cache } = cacheWithClock();

    for (let i = 1; i <= 20; i++) cache.set(`k${i}`, `v${i}`);

    expect(cache.size).toBe(20);
  });

  it('keeps only the latest 10 once a 21st entry arrives', () => {
    const { cache } = cacheWithClock();

    for (let i = 1; i <= 21; i++) cache.set(`k${i}`, `v${i}`);

    expect(cache.keys()).toEqual(['k12', 'k13', 'k14', 'k15', 'k16', 'k17', 'k18', 'k19', 'k20', 'k21']);
  });

  it('counts a rewritten entry as the latest', () => {
    const { cache } = cacheWithClock();
    for (let i = 1; i <= 20; i++) cache.set(`k${i}`, `v${i}`);

    cache.set('k1', 'again');
    cache.set('k21', 'v21');

    expect(cache.keys()).toContain('k1');
    expect(cache.size).toBe(10);
  });

  it.each([
    ['query', { ...base, query: 'xbox' }],
    ['filters', { ...base, filters: 'in_stock:true AND platform.code:"xbox"' }],
    ['currency', { ...base, currency: 'EUR' }],
    ['language', { ...base, language: 'es' }],
  ])('builds a different key when the %s differs', (_part, other) => {
    expect(searchCacheKey(other)).not.toBe(searchCacheKey(base));
  });

  it('builds the same key for the same query typed in another case or with spaces around it', () => {
    expect(searchCacheKey({ ...base, query: '  STEAM ' })).toBe(searchCacheKey(base));
  });
});
