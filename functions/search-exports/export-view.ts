import type { ExportJobView } from '../../shared/search-exports/export-job';
import type { SearchExportItem } from '../lib/data/entities/search-export';

/** An export record as the screens read it. */
export function exportView(item: SearchExportItem): ExportJobView {
  return {
    exportId: item.exportId,
    exportType: item.exportType,
    status: item.status,
    languages: item.languages,
    currencies: item.currencies,
    format: item.format,
    filter: item.filter ?? null,
    createdAt: item.createdAt,
    startedAt: item.startedAt ?? null,
    completedAt: item.completedAt ?? null,
    progress: item.status === 'completed' ? 100 : item.progress,
    productCount: item.productCount,
    recordCount: item.recordCount,
    fileSize: item.fileSize ?? null,
    errorMessage: item.errorMessage ?? null,
    durationSeconds: item.durationSeconds ?? null,
    requestedBy: item.requestedBy ?? null,
  };
}
