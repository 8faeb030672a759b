import * as z from 'zod';
import { dayOf } from '../tracking/traffic-tally';

/** The ranges of the Search Analytics screen (intelligence §2, §9): last 24 hours, 7, 30 and 90 days; 7 by default. */
export const searchAnalyticsRanges = ['24h', '7d', '30d', '90d'] as const;
export type SearchAnalyticsRange = (typeof searchAnalyticsRanges)[number];
export const defaultSearchAnalyticsRange: SearchAnalyticsRange = '7d';

/** Top queries, trend days, platforms and zero-result queries shown (intelligence §9). */
export const searchAnalyticsLimits = { topQueries: 10, trendDays: 7, platforms: 8, zeroResultQueries: 10 } as const;

export const searchAnalyticsQuerySchema = z.strictObject({
  range: z.enum(searchAnalyticsRanges, { error: 'Range must be one of 24h, 7d, 30d or 90d' }).default(defaultSearchAnalyticsRange),
});

const dayMs = 86_400_000;

/**
 * The UTC days a range reads, oldest first, ending today. Figures are kept per day, so "last 24 h" reads today and
 * yesterday (up to 48 hours): the closest a daily tally can come without keeping hourly query counts too.
 */
export function rangeDays(range: SearchAnalyticsRange, nowMs: number): string[] {
  return lastDays(range === '24h' ? 2 : Number(range.slice(0, -1)), nowMs);
}

/** The last `count` UTC days (searches are tallied per server day), oldest first, ending today. */
export function lastDays(count: number, nowMs: number): string[] {
  return Array.from({ length: count }, (_, i) => dayOf(nowMs - (count - 1 - i) * dayMs));
}

/** Longest query kept as a tally's key (a sort key holds at most 1,024 bytes). */
export const maxTalliedQueryLength = 120;

/** A query as it is counted: case, spacing and Unicode form folded, so 'Steam  Gift' and 'steam gift' are one query. */
export function talliedQuery(query: string): string {
  return query.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase().slice(0, maxTalliedQueryLength);
}

/** A platform filter as it is counted: folded like a query; anything unusual counts as 'other'. */
export function talliedPlatform(platform: string | null): string | null {
  if (!platform) return null;
  const folded = platform.trim().toLowerCase();
  return /^[\p{L}\p{N} ._-]{1,40}$/u.test(folded) ? folded : 'other';
}
