import * as z from 'zod';
import { exportHistoryLimit, type ExportDownload, type ExportHistory, type ExportJobView } from '../search-exports/export-job';
import { startExportSchema } from '../search-exports/export-request';
import { route } from './define-route';

const exportId = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not an export id.');

/**
 * The search-index Export Manager and the Export tab of Search Management (intelligence §2, §7 `generate-algolia-export`,
 * the signed download; issue 18). Administrators: the back office gives the search tools to the admin role (web/src/features/admin/admin-screens.ts). Part of `routes`.
 */
export const searchExportRoutes = {
  adminSearchExports: route<ExportHistory>()({
    method: 'GET',
    path: '/api/admin/search-exports',
    handler: 'search-exports/search-exports-api',
    role: 'admin',
    summary: 'The newest exports (20 for the export page, 10 for the management page) and the last completed one.',
    request: { query: z.strictObject({ limit: z.coerce.number().int().min(1).max(exportHistoryLimit).default(exportHistoryLimit) }) },
  }),
  adminStartSearchExport: route<ExportJobView>()({
    method: 'POST',
    path: '/api/admin/search-exports',
    handler: 'search-exports/search-exports-api',
    role: 'admin',
    needs: { table: 'write', sendsTo: ['exports'] },
    summary: 'Queues a full, incremental or translations-only export of the search records (languages, currencies, an optional filter, JSON or CSV); the exports consumer writes the file.',
    request: { body: startExportSchema },
  }),
  adminSearchExportDownload: route<ExportDownload>()({
    method: 'POST',
    path: '/api/admin/search-exports/{exportId}/download',
    handler: 'search-exports/search-exports-api',
    role: 'admin',
    needs: { files: { exports: 'read' } },
    summary: 'A pre-signed link to a completed export’s file, valid 300 seconds.',
    request: { params: z.strictObject({ exportId }) },
  }),
};
