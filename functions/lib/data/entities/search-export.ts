import { Entity, type EntityItem } from 'electrodb';
import { exportFormats, exportStatuses, exportTypes } from '../../../../shared/search-exports/export-job';
import { service, timestamps } from './entity-config';

/**
 * One search-index export (intelligence §3 algolia_export_history): queued by staff, taken by the exports consumer,
 * processing with its progress, then completed with its counts, file and time, or failed with its error. One partition,
 * newest first by ULID (a few a day at most); TTL after 90 days, when the file itself has long expired from the bucket.
 */
export const searchExportEntity = new Entity({
  model: { entity: 'searchExport', version: '1', service },
  attributes: {
    exportId: { type: 'string', required: true },
    exportType: { type: exportTypes, required: true },
    status: { type: exportStatuses, required: true },
    languages: { type: 'list', items: { type: 'string' }, required: true },
    currencies: { type: 'list', items: { type: 'string' }, required: true },
    format: { type: exportFormats, required: true },
    filter: { type: 'string' },
    requestedBy: { type: 'string' },
    /** For an incremental export: the start of the completed export it follows; records changed since are exported. */
    changedSince: { type: 'string' },
    startedAt: { type: 'string' },
    completedAt: { type: 'string' },
    progress: { type: 'number', required: true, default: 0 },
    productCount: { type: 'number', required: true, default: 0 },
    recordCount: { type: 'number', required: true, default: 0 },
    fileSize: { type: 'number' },
    filePath: { type: 'string' },
    errorMessage: { type: 'string' },
    durationSeconds: { type: 'number' },
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byNewest: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['exportId'] } },
  },
});
export type SearchExportItem = EntityItem<typeof searchExportEntity>;

/** The newest completed export, written in the transaction that completes it: where the next incremental one starts. */
export const searchExportMarkEntity = new Entity({
  model: { entity: 'searchExportMark', version: '1', service },
  attributes: {
    mark: { type: ['last-completed'] as const, required: true },
    exportId: { type: 'string', required: true },
    startedAt: { type: 'string', required: true },
  },
  indexes: {
    byMark: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['mark'] } },
  },
});
