import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchAnalyticsReport } from '../../shared/search-analytics/search-analytics-report';
import { dayOf } from '../../shared/tracking/traffic-tally';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import type { Deps } from '../lib/deps';
import { weekStartOf } from '../../shared/search-analytics/search-week-figures';
import { forgetCachedDays } from './search-day-reader';

const dayMs = 86_400_000;
const threeDaysAgo = dayOf(Date.now() - 3 * dayMs);
const fortyDaysAgo = dayOf(Date.now() - 40 * dayMs);

describe('search analytics', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let admin: string;
  const report = async (range = '7d', token = admin) => {
    const res = await fetch(`${gateway.url}/api/admin/search/analytics?range=${range}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as SearchAnalyticsReport & { detail?: string } };
  };
  const logSearches = (entries: object[]) =>
    fetch(`${gateway.url}/api/search-log`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ entries }) });
  const postClick = (body: object) => fetch(`${gateway.url}/api/search-clicks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const entry = (query: string, resultsCount: number, extra: object = {}) => ({ query, language: 'en', currency: 'USD', platform: null, resultsCount, processingTimeMs: 2, searchedAt: new Date().toISOString(), ...extra });
  const tally = (day: string, key: string, searches: number, results: number, zeroResults = 0) =>
    deps.store.entities.searchDayTally.update({ day, key }).add({ searches, results, zeroResults, engineMs: searches * 3, engineSamples: searches }).go();

  beforeAll(async () => {
    deps = await useTestTable();
    gateway = await startTestGateway();
    admin = await gateway.tokenFor('admin', 'search-analyst');
    // Earlier days as the intake left them (it writes only the server's today): tallies, no summary yet.
    await Promise.all([tally(threeDaysAgo, 't#0', 100, 400, 10), tally(threeDaysAgo, 'q#riftborn', 60, 60), tally(threeDaysAgo, 'q#zzqx', 10, 0, 10), tally(threeDaysAgo, 'l#pt', 100, 0), tally(fortyDaysAgo, 't#2', 1000, 1000), tally(fortyDaysAgo, 'q#old query', 1000, 1000)]);
  });
  afterAll(() => gateway.close());

  it('counts the storefront’s logged searches in today’s figures: totals, engine time, languages, platforms, top and zero-result queries', async () => {
    const logged = await logSearches([
      entry('Steam Gift Card', 12),
      entry('steam  gift card', 8, { platform: 'Steam' }),
      entry('xbox', 5, { language: 'es', platform: 'Xbox' }),
      entry('acount', 0),
    ]);
    expect(logged.status).toBe(202);
    // Two results opened from 'steam gift card', at positions 2 and 4 (the results page, then the dropdown).
    for (const [position, source] of [[2, 'results'], [4, 'dropdown']] as const) {
      const click = await postClick({ query: 'Steam gift card ', objectId: 'prd_steam0001', position, language: 'en', source });
      expect(click.status).toBe(202);
    }
    const r = await report('24h');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ range: '24h', to: dayOf(Date.now()), totalSearches: 4, uniqueUsers: 1, avgResults: 6.3, avgEngineMs: 2, zeroResultRate: 25 });
    expect(r.body.topQueries[0]).toMatchObject({ query: 'steam gift card', searches: 2, avgResults: 10, clicks: 2, clickThroughRate: 100, avgClickPosition: 3 });
    expect(r.body.topQueries[1]).toMatchObject({ query: 'acount', clickThroughRate: 0, avgClickPosition: null });
    expect(r.body.clickThroughRate).toBe(50);
    expect(r.body.languages).toEqual([{ language: 'en', searches: 3, share: 75 }, { language: 'es', searches: 1, share: 25 }]);
    expect(r.body.platforms).toEqual([{ platform: 'steam', searches: 1 }, { platform: 'xbox', searches: 1 }]);
    expect(r.body.zeroResultQueries).toEqual([expect.objectContaining({ query: 'acount', zeroResults: 1, suggestions: expect.arrayContaining(['account']) })]);
    expect(r.body.trends).toHaveLength(7);
    expect(r.body.trends.at(-1)).toMatchObject({ searches: 4, zeroResults: 1 });
    expect(r.body.trends.find((t) => t.day === threeDaysAgo)).toMatchObject({ searches: 100, zeroResults: 10, avgResults: 4 });
  });

  it('adds earlier days from their tallies, summarised once a day has closed, and leaves days outside the range out', async () => {
    const week = await report('7d');
    expect(week.body.totalSearches).toBe(104);
    expect(week.body.topQueries.map((q) => q.query).slice(0, 2)).toEqual(['riftborn', 'zzqx']);
    expect(week.body.trends.find((t) => t.day === threeDaysAgo)).toMatchObject({ searches: 100, zeroResults: 10, avgResults: 4 });
    expect(JSON.parse((await deps.store.entities.searchDaySummary.get({ day: threeDaysAgo }).go()).data!.figures)).toMatchObject({ searches: 100 });
    const quarter = await report('90d');
    expect(quarter.body.totalSearches).toBe(1104);
    expect(quarter.body.topQueries[0]).toMatchObject({ query: 'old query', searches: 1000 });
    // The 90 days are read as whole weeks and the days at either end: the week of forty days ago is stored rolled up,
    // and a fresh container (nothing cached) reads the same figures from it.
    const rolledUp = (await deps.store.entities.searchDaySummary.get({ day: `week#${weekStartOf(fortyDaysAgo)}` }).go()).data;
    expect(JSON.parse(rolledUp!.figures)).toMatchObject({ day: weekStartOf(fortyDaysAgo), searches: 1000, topQueries: [expect.objectContaining({ query: 'old query', searches: 1000 })] });
    forgetCachedDays();
    expect((await report('90d')).body).toMatchObject({ totalSearches: 1104, topQueries: expect.arrayContaining([expect.objectContaining({ query: 'riftborn', searches: 60 })]) });
    // Stored once: a later tally of a closed day (which the intake never writes) does not change what it reports.
    await tally(threeDaysAgo, 't#1', 5, 5);
    expect((await report('7d')).body.totalSearches).toBe(104);
  });

  it('answers 400 for an unknown range, and only to administrators', async () => {
    const bad = await report('365d');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBeTruthy();
    expect((await report('7d', await gateway.tokenFor('employee', 'an-employee'))).status).toBe(403);
    expect((await fetch(`${gateway.url}/api/admin/search/analytics`)).status).toBe(401);
  });

  it('records nothing for the search log’s refused batches or malformed clicks', async () => {
    const today = async () => (await deps.store.entities.searchDayTally.query.byDay({ day: dayOf(Date.now()) }).go({ pages: 'all' })).data;
    const before = await today();
    expect((await logSearches([entry('x', 1, { processingTimeMs: -1 })])).status).toBe(400);
    expect((await logSearches([entry('x', 1, { language: 'fr' })])).status).toBe(400);
    expect((await logSearches([entry('x', 1), entry('y', 1, { platform: '' })])).status).toBe(400);
    const click = { query: 'steam', objectId: 'prd_steam0001', position: 1, language: 'en', source: 'results' };
    for (const bad of [{ ...click, position: 0 }, { ...click, position: 1.5 }, { ...click, objectId: '../x' }, { ...click, query: '' }, { ...click, source: 'ads' }, { ...click, extra: 1 }, { ...click, query: 'x'.repeat(513) }]) {
      const res = await postClick(bad);
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(res.headers.get('content-type')).toContain('problem+json');
    }
    expect(await today()).toEqual(before);
  });
});
