import { searchLanguages } from '../search/index-names';

/** Intelligence §4: full, incremental (changed since the last completed export) or translations only. */
export const exportTypes = ['full', 'incremental', 'translations'] as const;
export type ExportType = (typeof exportTypes)[number];
export const exportTypeLabel: Record<ExportType, string> = { full: 'Full', incremental: 'Incremental', translations: 'Translations Only' };

/** Queued until the consumer takes it; processing, then completed or failed (intelligence §4). */
export const exportStatuses = ['queued', 'processing', 'completed', 'failed'] as const;
export type ExportStatus = (typeof exportStatuses)[number];

/** The chips of intelligence §2. Only the languages with a search index have records; the others are shown, not offered. */
export const exportLanguageChips = ['en', 'es', 'fr', 'de', 'pt', 'it'] as const;
export const exportLanguages = searchLanguages;
export const exportCurrencies = ['USD', 'EUR', 'GBP', 'JPY', 'CAD'] as const;
export type ExportCurrency = (typeof exportCurrencies)[number];
export const exportFormats = ['json', 'csv'] as const;

/** Intelligence §9: the export page lists 20, the management page 10; a signed download lives 300 s. */
export const exportHistoryLimit = 20;
export const exportDownloadSeconds = 300;
export const exportFilterMaxLength = 300;

/** An export as the screens show it (intelligence §3 algolia_export_history). */
export interface ExportJobView {
  exportId: string;
  exportType: ExportType;
  status: ExportStatus;
  languages: string[];
  currencies: string[];
  format: 'json' | 'csv';
  filter: string | null;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  /** 0–100: records written out of those to write while processing; 100 when completed. */
  progress: number;
  productCount: number;
  recordCount: number;
  /** Bytes, or null until written. */
  fileSize: number | null;
  errorMessage: string | null;
  durationSeconds: number | null;
  requestedBy: string | null;
}

export interface ExportHistory {
  exports: ExportJobView[];
  /** The newest completed export, which the next incremental one starts from. */
  lastCompleted: ExportJobView | null;
}

export interface ExportDownload {
  url: string;
  expiresInSeconds: number;
}

/** Size in MB with two decimals, or N/A (intelligence §9). */
export const exportSizeLabel = (bytes: number | null): string => (bytes === null ? 'N/A' : `${(bytes / 1_048_576).toFixed(2)} MB`);
