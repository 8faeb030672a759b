import { ulid } from 'ulid';
import { routes } from '../../shared/routes/route-table';
import { searchLogShards } from '../lib/data/entities/search-log';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { RateLimitedError } from '../../shared/errors/domain-errors';
import { takeFromWindow } from './fixed-window-limit';
import { viewerIp } from '../lib/http/viewer-ip';

/**
 * Storefront searches for the analytics screens (intelligence-and-search §3). The SPA batches them and never waits
 * for the answer. Each address may send SEARCH_LOG_LIMIT_PER_MINUTE requests a minute; beyond that it gets 429
 * with Retry-After and nothing is written.
 */
export const handler = apiHandler(routes.recordSearchLog, async ({ body, deps, event }) => {
  const ip = viewerIp(event);
  const decision = await takeFromWindow(deps, { scope: 'search-log', limit: deps.config.SEARCH_LOG_LIMIT_PER_MINUTE, windowSeconds: 60 }, ip);
  if (!decision.allowed) {
    throw new RateLimitedError(`Too many search-log requests. Try again in ${decision.retryAfterSeconds} seconds.`, decision.retryAfterSeconds);
  }
  const items = body.entries.map((entry) => {
    const logId = ulid();
    return {
      logId,
      shard: String(Math.floor(Math.random() * searchLogShards)),
      query: entry.query,
      language: entry.language,
      currency: entry.currency,
      ...(entry.platform ? { platform: entry.platform } : {}),
      resultsCount: entry.resultsCount,
      searchedAt: new Date(entry.searchedAt).toISOString(),
      ipAddress: ip,
    };
  });
  await deps.store.entities.searchLog.put(items).go();
  return new ApiReply(202, { accepted: items.length }, { 'cache-control': 'no-store' });
});
