import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInSearchTests, type SearchTestCase } from '../../shared/search-testing/search-test-case';
import type { SearchTestRunView, SearchTestSuite } from '../../shared/search-testing/search-test-run';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import type { Deps } from '../lib/deps';

describe('the search testing suite', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let admin: string;
  const api = async <T>(method: string, path: string, body?: unknown, token = admin) => {
    const res = await fetch(`${gateway.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : null });
    return { status: res.status, body: (await res.json()) as T & { detail?: string; errors?: { path: string; message: string }[] } };
  };
  const customCount = async () => (await deps.store.entities.searchTestCase.query.byOldest({}).go({ pages: 'all' })).data.length;
  const runCount = async () => (await deps.store.entities.searchTestRun.query.byNewest({}).go({ pages: 'all' })).data.length;

  beforeAll(async () => {
    deps = await useTestTable();
    gateway = await startTestGateway();
    admin = await gateway.tokenFor('admin', 'search-tester');
  });
  afterAll(() => gateway.close());

  it('lists the five built-in tests with the expected counts 10, 5, 8, 15 and 3, and no run yet', async () => {
    const suite = await api<SearchTestSuite>('GET', '/api/admin/search-tests');
    expect(suite.status).toBe(200);
    expect(suite.body.tests.map((t) => t.expectedResults)).toEqual([10, 5, 8, 15, 3]);
    expect(suite.body.tests.every((t) => t.builtIn)).toBe(true);
    expect(suite.body.lastRun).toBeNull();
  });

  it('adds a custom test with 1 expected result, English and "Custom: {query}", trimming the query', async () => {
    const added = await api<SearchTestCase>('POST', '/api/admin/search-tests', { query: '  elden ring  ' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ query: 'elden ring', expectedResults: 1, language: 'en', description: 'Custom: elden ring', builtIn: false, filters: {}, expectedTop: [] });
    const suite = await api<SearchTestSuite>('GET', '/api/admin/search-tests');
    expect(suite.body.tests.at(-1)).toEqual(added.body);
  });

  it('refuses an empty query, an unknown language, a bad slug and the same search twice, writing nothing', async () => {
    const before = await customCount();
    for (const body of [{ query: '   ' }, { query: 'x', language: 'fr' }, { query: 'x', expectedTop: ['Not A Slug'] }, { query: 'x', extra: true }, { query: 'x', expectedResults: -1 }]) {
      const res = await api('POST', '/api/admin/search-tests', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors?.length).toBeGreaterThan(0);
    }
    expect((await api('POST', '/api/admin/search-tests', { query: 'Elden Ring' })).status).toBe(409);
    expect(await customCount()).toBe(before);
  });

  it('deletes a custom test, and refuses to delete a built-in one or a test that is not there', async () => {
    const added = await api<SearchTestCase>('POST', '/api/admin/search-tests', { query: 'to delete', language: 'pt', filters: { platform: 'xbox', productType: 'key' } });
    expect(added.body.filters).toEqual({ platform: 'xbox', productType: 'key' });
    expect((await api('DELETE', `/api/admin/search-tests/${added.body.testId}`)).status).toBe(200);
    expect((await api('DELETE', `/api/admin/search-tests/${added.body.testId}`)).status).toBe(404);
    const builtIn = await api('DELETE', '/api/admin/search-tests/builtin-1');
    expect(builtIn.status).toBe(422);
    expect(builtIn.body.detail).toBe('Built-in tests cannot be deleted.');
    expect((await api('DELETE', '/api/admin/search-tests/../../etc')).status).toBeLessThan(500);
  });

  it('saves a run and judges it on the server: at least the expected count passes, and expected top results must rank in the top places', async () => {
    const [steam, giftCards] = builtInSearchTests;
    const saved = await api<SearchTestRunView>('POST', '/api/admin/search-tests/runs', {
      startedAt: new Date().toISOString(),
      results: [
        // Enough results, but the expected first result is third: failed, and the check says where it ranked.
        { testId: steam!.testId, actualResults: 25, topSlugs: ['a', 'b', 'steam-wallet-gift-card'], responseTimeMs: 20, engineTimeMs: 1, error: null },
        { testId: giftCards!.testId, actualResults: 5, topSlugs: ['x'], responseTimeMs: 30, engineTimeMs: 2, error: null },
        { testId: 'builtin-4', actualResults: 0, topSlugs: [], responseTimeMs: 10, engineTimeMs: null, error: 'Network error' },
      ],
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ total: 3, passed: 1, passRate: 33.3, averageResponseMs: 20, ranBy: 'search-tester' });
    expect(saved.body.results[0]).toMatchObject({ passed: false, countPassed: true, rankChecks: [{ slug: 'steam-wallet-gift-card', position: 3, ok: false }] });
    expect(saved.body.results[1]).toMatchObject({ passed: true, expectedResults: 5, actualResults: 5 });
    expect(saved.body.results[2]).toMatchObject({ passed: false, error: 'Network error' });
    expect((await api<SearchTestSuite>('GET', '/api/admin/search-tests')).body.lastRun?.runId).toBe(saved.body.runId);
  });

  it('refuses a run naming a test that is not in the suite, or one test twice, writing nothing', async () => {
    const before = await runCount();
    const result = (testId: string) => ({ testId, actualResults: 1, topSlugs: [], responseTimeMs: 1, engineTimeMs: 1, error: null });
    const gone = await api('POST', '/api/admin/search-tests/runs', { startedAt: new Date().toISOString(), results: [result('01JAAAAAAAAAAAAAAAAAAAAAAA')] });
    expect(gone.status).toBe(422);
    expect((await api('POST', '/api/admin/search-tests/runs', { startedAt: new Date().toISOString(), results: [result('builtin-1'), result('builtin-1')] })).status).toBe(422);
    expect((await api('POST', '/api/admin/search-tests/runs', { startedAt: 'yesterday', results: [result('builtin-1')] })).status).toBe(400);
    expect((await api('POST', '/api/admin/search-tests/runs', { startedAt: new Date().toISOString(), results: [] })).status).toBe(400);
    expect(await runCount()).toBe(before);
  });

  it('is for administrators only', async () => {
    const employee = await gateway.tokenFor('employee', 'search-test-employee');
    expect((await api('GET', '/api/admin/search-tests', undefined, employee)).status).toBe(403);
    expect((await api('POST', '/api/admin/search-tests', { query: 'nope' }, employee)).status).toBe(403);
  });
});
