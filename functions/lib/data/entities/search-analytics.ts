import { Entity, type EntityItem } from 'electrodb';
import { service, timestamps } from './entity-config';

/**
 * One figure of one UTC day of storefront searches (issue 18 Search Analytics), moved with `ADD` as the search log
 * takes each batch: `t#{shard}` the day's totals (spread over `searchTotalShards`, the one item every search
 * touches), `l#{language}`, `p#{platform}` and `q#{query}`. A day's items share its partition, so the day is one Query.
 */
export const searchDayTallyEntity = new Entity({
  model: { entity: 'searchDayTally', version: '1', service },
  attributes: {
    day: { type: 'string', required: true },
    key: { type: 'string', required: true },
    searches: { type: 'number', required: true, default: 0 },
    results: { type: 'number', required: true, default: 0 },
    zeroResults: { type: 'number', required: true, default: 0 },
    engineMs: { type: 'number', required: true, default: 0 },
    engineSamples: { type: 'number', required: true, default: 0 },
    /** Results opened from this query's answers, and the sum of their 1-based positions (click-through, average position). */
    clicks: { type: 'number', required: true, default: 0 },
    clickPositions: { type: 'number', required: true, default: 0 },
    expiresAt: { type: 'number' },
    ...timestamps,
  },
  indexes: {
    byDay: { pk: { field: 'pk', composite: ['day'] }, sk: { field: 'sk', composite: ['key'] } },
  },
});
export type SearchDayTallyItem = EntityItem<typeof searchDayTallyEntity>;

export const searchTotalShards = 8;

/**
 * A closed UTC day's figures (shared/search-analytics/search-day-figures.ts), written once by the first reader after
 * the day ended, and a closed week's roll-up of its seven days (`day` is `week#{monday}`), written once by the first
 * range that holds the whole week: a 90-day range is one batch read of some 24 items and never a day's query tallies again. The figures
 * are one JSON string, not a map: as a map a day is some 3,000 attributes (400 queries, 1,024 sketch registers) that
 * DynamoDB and the SDK marshal one by one, which made a 90-day read take 300 ms; as a string it is one attribute.
 */
export const searchDaySummaryEntity = new Entity({
  model: { entity: 'searchDaySummary', version: '2', service },
  attributes: {
    day: { type: 'string', required: true },
    /** JSON of SearchDayFigures. */
    figures: { type: 'string', required: true },
    expiresAt: { type: 'number' },
    ...timestamps,
  },
  indexes: {
    byDay: { pk: { field: 'pk', composite: ['day'] }, sk: { field: 'sk', composite: [] } },
  },
});
export type SearchDaySummaryItem = EntityItem<typeof searchDaySummaryEntity>;
