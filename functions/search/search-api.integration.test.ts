import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDeps, type Deps } from '../lib/deps';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import { searchLogSince } from './search-log-reader';

const entry = (overrides: Record<string, unknown> = {}) => ({
  query: 'steam gift card',
  language: 'en',
  currency: 'USD',
  platform: null,
  resultsCount: 12,
  searchedAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

describe('the search API', () => {
  let gateway: TestGateway;
  let deps: Deps;
  let address = 0;
  /** Each test posts from its own address, so the per-address limit of one never leaks into another. */
  const postLog = (body: unknown, ip = `198.51.100.${++address}`) =>
    fetch(`${gateway.url}/api/search-log`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `${ip}:443` },
      body: JSON.stringify(body),
    });
  const loggedQueries = async (from: string) => (await searchLogSince(deps, new Date(from))).map((l) => l.query);

  beforeAll(async () => {
    deps = await useTestTable();
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  it("hands the SPA the embedded engine on the page's own origin, with the query-only key and Search Management's default settings", async () => {
    const res = await fetch(`${gateway.url}/api/search/config`);

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ appId: 'local', searchApiKey: 'local-search-key', hosts: 'page-origin', timeoutMs: 5000, hitsPerPage: 24, analytics: true });
  });

  it('records a batch of searches and reads them back from a start time, newest first', async () => {
    const res = await postLog({
      entries: [
        entry({ query: 'fortnite', searchedAt: '2026-11-21T09:00:00.000Z', platform: 'epic', resultsCount: 3 }),
        entry({ query: 'tarjeta steam', language: 'es', currency: 'EUR', searchedAt: '2026-11-21T09:00:05.000Z' }),
        entry({ query: 'older', searchedAt: '2026-11-20T08:00:00.000Z' }),
      ],
    });

    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 3 });
    const logged = await searchLogSince(deps, new Date('2026-11-21T00:00:00.000Z'));
    expect(logged.map((l) => [l.query, l.language, l.currency, l.platform ?? null, l.resultsCount, l.ipAddress])).toEqual([
      ['tarjeta steam', 'es', 'EUR', null, 12, `198.51.100.${address}`],
      ['fortnite', 'en', 'USD', 'epic', 3, `198.51.100.${address}`],
    ]);
  });

  it.each([
    { case: 'a query of 513 characters', body: { entries: [entry({ query: 'q'.repeat(513), searchedAt: '2026-11-22T01:00:00.000Z' })] } },
    { case: 'an unknown language', body: { entries: [entry({ language: 'fr', searchedAt: '2026-11-22T01:00:00.000Z' })] } },
    { case: 'a negative result count', body: { entries: [entry({ resultsCount: -1, searchedAt: '2026-11-22T01:00:00.000Z' })] } },
    { case: 'no entries', body: { entries: [] } },
    { case: 'more than 20 entries', body: { entries: Array.from({ length: 21 }, () => entry({ searchedAt: '2026-11-22T01:00:00.000Z' })) } },
    { case: 'an unknown field', body: { entries: [entry({ searchedAt: '2026-11-22T01:00:00.000Z', userId: 'u1' })] } },
  ])('refuses $case with 400 problem+json and writes nothing', async ({ body }) => {
    const res = await postLog(body);

    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await loggedQueries('2026-11-22T00:00:00.000Z')).toEqual([]);
  });

  it('accepts a query of exactly 512 characters', async () => {
    const res = await postLog({ entries: [entry({ query: 'q'.repeat(512), searchedAt: '2026-11-23T01:00:00.000Z' })] });

    expect(res.status).toBe(202);
  });

  it('answers 429 with Retry-After once an address has used its requests for the minute, and writes nothing more', async () => {
    // Half-way through a minute, held still, so the three requests can never straddle two windows.
    const midMinute = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
    setDeps({ ...deps, now: () => midMinute, config: { ...deps.config, SEARCH_LOG_LIMIT_PER_MINUTE: 2 } });
    try {
      const ip = '203.0.113.50';
      const first = await postLog({ entries: [entry({ query: 'one', searchedAt: '2026-11-24T01:00:00.000Z' })] }, ip);
      const second = await postLog({ entries: [entry({ query: 'two', searchedAt: '2026-11-24T01:00:00.000Z' })] }, ip);
      const third = await postLog({ entries: [entry({ query: 'three', searchedAt: '2026-11-24T01:00:00.000Z' })] }, ip);
      const elsewhere = await postLog({ entries: [entry({ query: 'other address', searchedAt: '2026-11-24T01:00:00.000Z' })] }, '203.0.113.51');

      expect([first.status, second.status, third.status, elsewhere.status]).toEqual([202, 202, 429, 202]);
      expect(third.headers.get('content-type')).toContain('application/problem+json');
      expect(third.headers.get('retry-after')).toBe('30');
      expect(await third.json()).toMatchObject({ status: 429, title: 'Too many requests' });
      expect((await loggedQueries('2026-11-24T00:00:00.000Z')).sort()).toEqual(['one', 'other address', 'two']);
    } finally {
      setDeps(deps);
    }
  });
});
