import { parseExportFilter } from '../../shared/search-exports/export-filter';
import type { ExportCurrency } from '../../shared/search-exports/export-job';
import type { SearchLanguage } from '../../shared/search/index-names';
import type { SearchHit } from '../../shared/search/search-hit';
import type { CurrencyRates } from '../../shared/money/currency-rates';
import type { ObjectStore } from '../lib/adapters/object-store/object-store';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { exportRecords, recordsCsv, type ExportShape } from './export-records';

type ExportDeps = Pick<Deps, 'store' | 'now'> & { objects: { exports: ObjectStore } };

const pageSize = 500;

/**
 * Runs one queued export (the exports consumer): processing, the stored search records read in pages through their
 * index (never the catalogue, never a Scan), shaped per language and currency, written as one JSON or CSV file to the
 * exports bucket, then completed with its counts and time, and the last-completed mark moved, in one transaction. A
 * failure marks it failed with the reason. A message for an export already finished is dropped; one for an export
 * left processing (its run died) runs it again, which SQS's visibility timeout keeps from overlapping.
 */
export async function runExport(deps: ExportDeps, exportId: string): Promise<void> {
  const { searchExport } = deps.store.entities;
  const job = (await searchExport.get({ exportId }).go({ consistent: true })).data;
  if (!job || job.status === 'completed' || job.status === 'failed') return;
  const started = deps.now();
  await searchExport.patch({ exportId }).set({ status: 'processing', startedAt: started.toISOString(), progress: 50, recordCount: 0, productCount: 0 }).go();
  try {
    const filter = parseExportFilter(job.filter);
    if (!filter.ok) throw new Error(filter.error);
    const currencies = job.currencies as ExportCurrency[];
    const languages = job.languages as SearchLanguage[];
    const needsRates = job.exportType !== 'translations' && currencies.some((c) => c !== 'USD');
    const rates = needsRates ? await currencyRates(deps) : null;
    const shape: ExportShape = { exportType: job.exportType, languages, currencies, rates, filter: filter.test };
    const records: Record<string, unknown>[] = [];
    const products = new Set<string>();
    let cursor: string | null = null;
    do {
      const page: { data: { productId: string; hit: unknown; hits?: unknown; updatedAt: string }[]; cursor: string | null } = await deps.store.entities.searchRecord.query
        .all({})
        .go({ cursor, limit: pageSize, pages: 1, attributes: ['productId', 'hit', 'hits', 'updatedAt'] });
      for (const stored of page.data) {
        if (job.changedSince && stored.updatedAt <= job.changedSince) continue;
        const out = exportRecords({ hit: stored.hit as SearchHit, hits: stored.hits as Partial<Record<SearchLanguage, SearchHit>> | undefined }, shape);
        if (out.length) products.add(stored.productId);
        records.push(...out);
      }
      cursor = page.cursor;
      // Staff watching the history see the count grow.
      await searchExport.patch({ exportId }).set({ recordCount: records.length, productCount: products.size }).go();
    } while (cursor);

    const body = job.format === 'csv' ? recordsCsv(records, shape) : JSON.stringify(records);
    const filePath = `search-index/${started.toISOString().slice(0, 10)}/${job.exportType}-${exportId}.${job.format}`;
    await deps.objects.exports.put(filePath, body, job.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json');
    const done = deps.now();
    const durationSeconds = Math.round((done.getTime() - started.getTime()) / 100) / 10;
    await deps.store.transaction
      .write(({ searchExport: tx, searchExportMark }) => [
        tx
          .patch({ exportId })
          .set({ status: 'completed', completedAt: done.toISOString(), progress: 100, recordCount: records.length, productCount: products.size, fileSize: Buffer.byteLength(body), filePath, durationSeconds })
          .commit(),
        searchExportMark.put({ mark: 'last-completed', exportId, startedAt: started.toISOString() }).commit(),
      ])
      .go();
    logger.info('search export completed', { exportId, exportType: job.exportType, records: records.length, durationSeconds });
  } catch (error) {
    logger.error('search export failed', { exportId, error });
    const message = error instanceof Error ? error.message : String(error);
    await searchExport
      .patch({ exportId })
      .set({ status: 'failed', progress: 0, completedAt: deps.now().toISOString(), errorMessage: message.slice(0, 500), durationSeconds: Math.round((deps.now().getTime() - started.getTime()) / 100) / 10 })
      .go();
  }
}

async function currencyRates(deps: Pick<Deps, 'store'>): Promise<CurrencyRates['rates']> {
  const item = (await deps.store.entities.currencyRates.get({ base: 'USD' }).go()).data;
  if (!item) throw new Error('Currency rates are not available yet; export in USD or try again once the rates are published.');
  return item.rates as CurrencyRates['rates'];
}
