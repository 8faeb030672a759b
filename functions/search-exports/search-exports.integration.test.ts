import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportDownload, ExportHistory, ExportJobView } from '../../shared/search-exports/export-job';
import type { SearchHit } from '../../shared/search/search-hit';
import { seedProduct, seedReference } from '../../test/integration/catalog-fixture';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { sqsEvent } from '../../test/integration/sqs-event';
import { useTestTable } from '../../test/integration/table';
import type { Deps } from '../lib/deps';
import { syncProductIndex } from '../search/sync-product-index';
import { handler as runExports } from './run-exports';

describe('search-index exports', () => {
  let deps: Deps;
  let gateway: TestGateway;
  let staff: string;
  let productIds: string[];
  const api = async <T>(method: string, path: string, body?: unknown, token = staff) => {
    const res = await fetch(`${gateway.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : null });
    return { status: res.status, body: (await res.json()) as T & { detail?: string; errors?: { path: string; message: string }[] } };
  };
  /** Starts an export through the API and runs it as the exports consumer does, from its queue message. */
  const exported = async (request: Record<string, unknown>) => {
    const started = await api<ExportJobView>('POST', '/api/admin/search-exports', request);
    expect(started.status).toBe(202);
    expect(started.body.status).toBe('queued');
    const result = await runExports(sqsEvent('exports', [JSON.stringify({ exportId: started.body.exportId })]));
    expect(result.batchItemFailures).toEqual([]);
    const history = await api<ExportHistory>('GET', '/api/admin/search-exports');
    return history.body.exports.find((e) => e.exportId === started.body.exportId)!;
  };
  const file = async (exportId: string) => {
    const link = await api<ExportDownload>('POST', `/api/admin/search-exports/${exportId}/download`);
    expect(link.status).toBe(200);
    expect(link.body.expiresInSeconds).toBe(300);
    expect(new URL(link.body.url).searchParams.get('X-Amz-Expires')).toBe('300');
    const res = await fetch(link.body.url);
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    deps = await useTestTable();
    await seedReference(deps);
    await deps.store.entities.currencyRates.put({ base: 'USD', rates: { USD: 1, EUR: 0.9, GBP: 0.8, JPY: 150, CAD: 1.3, AUD: 1.5 }, asOf: '2026-11-20T00:00:00.000Z', source: 'test' }).go();
    gateway = await startTestGateway();
    staff = await gateway.tokenFor('admin', 'export-staff');
    productIds = [];
    for (const [slug, productType] of [['export-card', 'gift_card'], ['export-game', 'key'], ['export-account', 'account']] as const) {
      const { product } = await seedProduct(deps, { slug, productType }, [{ priceUsdCents: 2000 }]);
      await syncProductIndex(deps, product.productId);
      productIds.push(product.productId);
    }
  });
  afterAll(() => gateway.close());

  it('runs a full export in the background and writes every index record per chosen language with its price in each chosen currency, downloadable for 300 s', async () => {
    const job = await exported({ exportType: 'full', languages: ['en', 'es'], currencies: ['USD', 'EUR', 'JPY'] });
    expect(job).toMatchObject({ status: 'completed', progress: 100, productCount: 3, recordCount: 6, format: 'json', requestedBy: 'export-staff' });
    expect(job.fileSize).toBeGreaterThan(0);
    expect(job.durationSeconds).toBeGreaterThanOrEqual(0);
    const records = JSON.parse(await file(job.exportId)) as (SearchHit & { price: Record<string, number> })[];
    expect(records).toHaveLength(6);
    expect(new Set(records.map((r) => r.language))).toEqual(new Set(['en', 'es']));
    expect(records[0]!.price).toEqual({ USD: 20, EUR: 18, JPY: 3000 });
    expect(Buffer.byteLength(JSON.stringify(records))).toBe(job.fileSize);
  });

  it('exports only what the filter keeps, as CSV with a header row', async () => {
    const job = await exported({ exportType: 'full', filter: 'product_type:gift_card AND price >= 10', format: 'csv', currencies: ['USD', 'GBP'] });
    expect(job).toMatchObject({ status: 'completed', productCount: 1, recordCount: 1, format: 'csv' });
    const rows = parse(await file(job.exportId), { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toEqual([expect.objectContaining({ product_type: 'gift_card', language: 'en', price_USD: '20', price_GBP: '16' })]);
  });

  it('exports incrementally only the records changed since the last completed export, and translations only as the words per language', async () => {
    await exported({ exportType: 'full' });
    await deps.store.entities.product.patch({ productId: productIds[1]! }).set({ name: 'Renamed Export Game' }).go();
    await syncProductIndex(deps, productIds[1]!);
    const job = await exported({ exportType: 'incremental', languages: ['en', 'pt'] });
    expect(job).toMatchObject({ status: 'completed', productCount: 1, recordCount: 2 });
    const records = JSON.parse(await file(job.exportId)) as SearchHit[];
    expect(records.map((r) => [r.product_id, r.language])).toEqual([
      [productIds[1], 'en'],
      [productIds[1], 'pt'],
    ]);
    const words = await exported({ exportType: 'translations', languages: ['es'] });
    const translated = JSON.parse(await file(words.exportId)) as Record<string, unknown>[];
    expect(translated).toHaveLength(3);
    expect(Object.keys(translated[0]!).sort()).toEqual(['description', 'language', 'name', 'objectID', 'product_id', 'slug', 'variant_id']);
  });

  it('lists the newest first, 20 or 10, with the last completed one', async () => {
    const ten = await api<ExportHistory>('GET', '/api/admin/search-exports?limit=10');
    expect(ten.status).toBe(200);
    const times = ten.body.exports.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(ten.body.lastCompleted?.exportId).toBe(ten.body.exports[0]!.exportId);
    expect((await api('GET', '/api/admin/search-exports?limit=21')).status).toBe(400);
  });

  it('refuses a filter it cannot read, a language without an index and a download of an export not completed, writing nothing', async () => {
    const before = (await api<ExportHistory>('GET', '/api/admin/search-exports')).body.exports.length;
    const badFilter = await api('POST', '/api/admin/search-exports', { exportType: 'full', filter: 'colour:red' });
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.errors?.[0]?.message).toMatch(/Unknown attribute 'colour'/);
    const french = await api('POST', '/api/admin/search-exports', { exportType: 'full', languages: ['fr'] });
    expect(french.status).toBe(400);
    expect(french.body.errors?.[0]?.message).toMatch(/Only en, es, pt have a search index/);
    expect((await api('POST', '/api/admin/search-exports', { exportType: 'everything' })).status).toBe(400);
    expect((await api<ExportHistory>('GET', '/api/admin/search-exports')).body.exports.length).toBe(before);
    const queued = await api<ExportJobView>('POST', '/api/admin/search-exports', { exportType: 'full' });
    const early = await api('POST', `/api/admin/search-exports/${queued.body.exportId}/download`);
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe('This export is queued; only a completed export can be downloaded.');
    expect((await api('POST', '/api/admin/search-exports/01JZZZZZZZZZZZZZZZZZZZZZZZ/download')).status).toBe(404);
    const shopper = await gateway.tokenFor('user', 'export-shopper');
    expect((await api('GET', '/api/admin/search-exports', undefined, shopper)).status).toBe(403);
  });

  it('marks an export failed with the reason when it cannot run, and drops a message for one already finished', async () => {
    await deps.store.entities.currencyRates.delete({ base: 'USD' }).go();
    const job = await exported({ exportType: 'full', currencies: ['EUR'] });
    expect(job).toMatchObject({ status: 'failed', progress: 0, errorMessage: 'Currency rates are not available yet; export in USD or try again once the rates are published.' });
    const again = await runExports(sqsEvent('exports', [JSON.stringify({ exportId: job.exportId })]));
    expect(again.batchItemFailures).toEqual([]);
    expect((await deps.store.entities.searchExport.get({ exportId: job.exportId }).go()).data).toMatchObject({ status: 'failed' });
  });
});
