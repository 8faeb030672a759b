import * as z from 'zod';
import { safeText } from '../http/safe-text';
import { searchLanguages } from './index-names';

/** Longest query the search log accepts (the "oversized" limit). */
export const maxLoggedQueryLength = 512;
/** Entries the SPA may send in one batch. */
export const maxSearchLogBatch = 20;

/** One search as the SPA reports it: what was typed, in which language and currency, with what platform filter, and how many hits. */
export const searchLogEntrySchema = z.strictObject({
  query: safeText().min(1).max(maxLoggedQueryLength, `A query is at most ${maxLoggedQueryLength} characters`),
  language: z.enum(searchLanguages),
  currency: z.string().regex(/^[A-Z]{3}$/, 'Must be a three-letter currency code'),
  platform: safeText().min(1).max(64).nullable(),
  resultsCount: z.number().int().min(0),
  /** The engine's own time for this search (`processingTimeMS` of its answer), for Search Analytics' Performance card. */
  processingTimeMs: z.number().min(0).max(60_000).optional(),
  searchedAt: z.iso.datetime({ offset: true }),
});
export type SearchLogEntry = z.infer<typeof searchLogEntrySchema>;

export const searchLogBatchSchema = z.strictObject({
  entries: z.array(searchLogEntrySchema).min(1).max(maxSearchLogBatch),
});
