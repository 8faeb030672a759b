import { beforeEach, describe, expect, it } from 'vitest';
import { collectedStats, requestStats } from './request-stats';

const t0 = Date.UTC(2026, 11, 2, 10, 0, 0);

describe('the in-process request stats', () => {
  beforeEach(() => requestStats.reset());

  it('sums a route’s latencies and 5xx answers over the window, with percentiles', () => {
    for (let i = 1; i <= 100; i += 1) requestStats.request('GET /api/products', i === 100 ? 503 : 200, i, t0 + i * 100);
    requestStats.request('POST /api/cart', 400, 5, t0);
    const stats = collectedStats(60, t0 + 20_000);
    const products = stats.routes.find((r) => r.route === 'GET /api/products')!;
    expect(products).toMatchObject({ count: 100, errors: 1, errorRate: 1 });
    expect(products.p50).toBeGreaterThan(47);
    expect(products.p50).toBeLessThan(53);
    // A refusal (4xx) is the caller's error, not the store's.
    expect(stats.routes.find((r) => r.route === 'POST /api/cart')).toMatchObject({ errors: 0 });
    expect(stats.api).toMatchObject({ count: 101, errors: 1 });
  });

  it('keeps a point per minute and forgets minutes older than the window', () => {
    requestStats.request('GET /a', 200, 10, t0);
    requestStats.request('GET /a', 200, 10, t0 + 5 * 60_000);
    requestStats.databaseCall(4, t0 + 5 * 60_000);
    requestStats.cache(true, t0 + 5 * 60_000);
    requestStats.cache(false, t0 + 5 * 60_000);
    expect(collectedStats(60, t0 + 5 * 60_000).series.map((p) => p.requests)).toEqual([1, 1]);
    const lastMinutes = collectedStats(3, t0 + 5 * 60_000);
    expect(lastMinutes.api.count).toBe(1);
    expect(lastMinutes.database.count).toBe(1);
    expect(lastMinutes.cache).toEqual({ hits: 1, misses: 1, hitRatio: 50 });
    expect(collectedStats(60, t0 + 2 * 3_600_000).api.count).toBe(0);
  });
});
