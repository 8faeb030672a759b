import { ulid } from 'ulid';
import { ServiceUnavailableError } from '../../shared/errors/domain-errors';
import type { ExportHistory, ExportJobView } from '../../shared/search-exports/export-job';
import type { StartExport } from '../../shared/search-exports/export-request';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { exportView } from './export-view';
import { expiresAfterDays } from '../lib/data/expires-at';

const keepDays = 90;

/**
 * Records an export as queued and asks the exports consumer to run it (intelligence §7 `generate-algolia-export`): the
 * request answers at once and the file is written in the background. An incremental export takes the start of the last
 * completed one now, so what it covers is fixed when staff ask for it. If the queue refuses, the record is marked
 * failed with the reason and the request fails, so no export waits forever.
 */
export async function startExport(deps: Pick<Deps, 'store' | 'now' | 'queues'>, request: StartExport, requestedBy: string | null): Promise<ExportJobView> {
  const now = deps.now();
  const last = request.exportType === 'incremental' ? (await deps.store.entities.searchExportMark.get({ mark: 'last-completed' }).go({ consistent: true })).data : null;
  const created = await deps.store.entities.searchExport
    .create({
      exportId: ulid(now.getTime()),
      exportType: request.exportType,
      status: 'queued',
      languages: request.languages,
      currencies: request.currencies,
      format: request.format,
      ...(request.filter ? { filter: request.filter } : {}),
      ...(requestedBy ? { requestedBy } : {}),
      ...(last ? { changedSince: last.startedAt } : {}),
      expiresAt: expiresAfterDays(now, keepDays),
    })
    .go();
  const job = created.data;
  try {
    await deps.queues.exports.send({ exportId: job.exportId });
  } catch (error) {
    logger.error('could not queue an export', { exportId: job.exportId, error });
    await deps.store.entities.searchExport
      .patch({ exportId: job.exportId })
      .set({ status: 'failed', errorMessage: 'The export could not be queued.' })
      .go()
      .catch(() => undefined);
    throw new ServiceUnavailableError('The export could not be queued; nothing will run. Please try again in a minute.', { cause: error });
  }
  return exportView(job);
}

/** The export history (intelligence §7: newest first, 20 or 10) and the last completed export. */
export async function exportHistory(deps: Pick<Deps, 'store'>, limit: number): Promise<ExportHistory> {
  const { searchExport, searchExportMark } = deps.store.entities;
  const [history, mark] = await Promise.all([searchExport.query.byNewest({}).go({ limit, order: 'desc', pages: 1 }), searchExportMark.get({ mark: 'last-completed' }).go()]);
  const listed = history.data.find((e) => e.exportId === mark.data?.exportId);
  const lastCompleted = listed ?? (mark.data ? (await deps.store.entities.searchExport.get({ exportId: mark.data.exportId }).go()).data : null);
  return { exports: history.data.map(exportView), lastCompleted: lastCompleted ? exportView(lastCompleted) : null };
}
