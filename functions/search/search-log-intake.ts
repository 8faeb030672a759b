import { ulid } from 'ulid';
import type * as z from 'zod';
import type { routes } from '../../shared/routes/route-table';
import { RateLimitedError } from '../../shared/errors/domain-errors';
import type { Deps } from '../lib/deps';
import { searchLogShards } from '../lib/data/entities/search-log';
import { recordRateLimitHit } from '../security/signals/rate-limit-hits';
import { takeFromWindow } from './fixed-window-limit';
import { readSearchSettings } from '../search-admin/search-settings-store';
import { tallySearches } from '../search-analytics/tally-searches';

export type SearchLogEntry = z.output<typeof routes.recordSearchLog.request.body>['entries'][number];

/**
 * Storefront searches for the analytics screens (intelligence-and-search §3). Each address may send
 * SEARCH_LOG_LIMIT_PER_MINUTE batches a minute; beyond that RateLimitedError (429 with Retry-After), and nothing is written.
 */
export async function acceptSearchLog(deps: Deps, ip: string, entries: readonly SearchLogEntry[]): Promise<{ accepted: number }> {
  const decision = await takeFromWindow(deps, { scope: 'search-log', limit: deps.config.SEARCH_LOG_LIMIT_PER_MINUTE, windowSeconds: 60 }, ip);
  if (!decision.allowed) {
    await recordRateLimitHit(deps, { endpoint: 'search-log', caller: ip, ip });
    throw new RateLimitedError(`Too many search-log requests. Try again in ${decision.retryAfterSeconds} seconds.`, decision.retryAfterSeconds);
  }
  // Search analytics switched off in Search Management: the batch is accepted and dropped, so nothing is kept.
  if (!(await readSearchSettings(deps)).analyticsEnabled) return { accepted: 0 };
  const items = entries.map((entry) => ({
    logId: ulid(),
    // Writes spread over shards, so one busy minute never heats a single partition.
    shard: String(Math.floor(Math.random() * searchLogShards)),
    query: entry.query,
    language: entry.language,
    currency: entry.currency,
    ...(entry.platform ? { platform: entry.platform } : {}),
    resultsCount: entry.resultsCount,
    ...(entry.processingTimeMs !== undefined ? { processingTimeMs: entry.processingTimeMs } : {}),
    searchedAt: new Date(entry.searchedAt).toISOString(),
    ipAddress: ip,
  }));
  await Promise.all([deps.store.entities.searchLog.put(items).go(), tallySearches(deps, ip, entries)]);
  return { accepted: items.length };
}
