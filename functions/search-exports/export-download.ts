import { ConflictError, NotFoundError } from '../../shared/errors/domain-errors';
import { exportDownloadSeconds, type ExportDownload } from '../../shared/search-exports/export-job';
import type { ObjectStore } from '../lib/adapters/object-store/object-store';
import type { Deps } from '../lib/deps';

/** A pre-signed link to a completed export's file, valid 300 s (intelligence §7, §9). */
export async function exportDownload(deps: Pick<Deps, 'store'> & { objects: { exports: ObjectStore } }, exportId: string): Promise<ExportDownload> {
  const job = (await deps.store.entities.searchExport.get({ exportId }).go()).data;
  if (!job) throw new NotFoundError('No such export.');
  if (job.status !== 'completed' || !job.filePath) throw new ConflictError(`This export is ${job.status}; only a completed export can be downloaded.`);
  const url = await deps.objects.exports.signedUrl(job.filePath, { expiresInSeconds: exportDownloadSeconds });
  return { url, expiresInSeconds: exportDownloadSeconds };
}
