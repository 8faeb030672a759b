import { RateLimitedError } from '../../shared/errors/domain-errors';
import type { SearchClick } from '../../shared/search-analytics/search-click';
import { talliedQuery } from '../../shared/search-analytics/search-analytics-range';
import { dayOf } from '../../shared/tracking/traffic-tally';
import { searchTotalShards } from '../lib/data/entities/search-analytics';
import { expiresAfterDays } from '../lib/data/expires-at';
import type { Deps } from '../lib/deps';
import { readSearchSettings } from '../search-admin/search-settings-store';
import { takeFromWindow } from '../search/fixed-window-limit';
import { recordRateLimitHit } from '../security/signals/rate-limit-hits';
import { searchTallyRetentionDays } from './tally-searches';

/**
 * A result opened from a search (issue 18): the query's day tally and a totals shard gain the click and its position,
 * so Search Analytics shows click-through and average click position per query with no click log to read. Each address
 * may send SEARCH_LOG_LIMIT_PER_MINUTE clicks a minute (its own window); dropped when search analytics is off.
 */
export async function tallyClick(deps: Deps, ip: string, click: SearchClick): Promise<{ recorded: boolean }> {
  const decision = await takeFromWindow(deps, { scope: 'search-click', limit: deps.config.SEARCH_LOG_LIMIT_PER_MINUTE, windowSeconds: 60 }, ip);
  if (!decision.allowed) {
    await recordRateLimitHit(deps, { endpoint: 'search-click', caller: ip, ip });
    throw new RateLimitedError(`Too many search clicks. Try again in ${decision.retryAfterSeconds} seconds.`, decision.retryAfterSeconds);
  }
  if (!(await readSearchSettings(deps)).analyticsEnabled) return { recorded: false };
  const query = talliedQuery(click.query);
  if (!query) return { recorded: false };
  const now = deps.now();
  const day = dayOf(now.getTime());
  // The zeros make a tally the click creates (a query searched on an earlier day) as complete as one a search made.
  const inc = { searches: 0, results: 0, zeroResults: 0, engineMs: 0, engineSamples: 0, clicks: 1, clickPositions: click.position };
  const expiresAt = expiresAfterDays(now, searchTallyRetentionDays);
  await Promise.all([
    deps.store.entities.searchDayTally.update({ day, key: `q#${query}` }).add(inc).set({ expiresAt }).go({ response: 'none' }),
    deps.store.entities.searchDayTally.update({ day, key: `t#${Math.floor(Math.random() * searchTotalShards)}` }).add(inc).set({ expiresAt }).go({ response: 'none' }),
  ]);
  return { recorded: true };
}
