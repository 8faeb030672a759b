import { Entity, type EntityItem } from 'electrodb';
import { sitemapKinds } from '../../../../shared/seo/sitemap-kinds';
import { service, timestamps } from './entity-config';

/**
 * One generation of a sitemap (intelligence §3 sitemap_generation_history): started as processing, then completed with
 * its URL count, size and time, or failed with its error. One partition, newest first by ULID; TTL after a year.
 */
export const sitemapGenerationEntity = new Entity({
  model: { entity: 'sitemapGeneration', version: '1', service },
  attributes: {
    generationId: { type: 'string', required: true },
    sitemapType: { type: sitemapKinds, required: true },
    status: { type: ['processing', 'completed', 'failed'] as const, required: true },
    manual: { type: 'boolean', required: true },
    startedAt: { type: 'string', required: true },
    urlCount: { type: 'number', required: true, default: 0 },
    fileSize: { type: 'number', required: true, default: 0 },
    files: { type: 'number', required: true, default: 0 },
    generationTimeMs: { type: 'number' },
    errorMessage: { type: 'string' },
    expiresAt: { type: 'number', required: true },
    ...timestamps,
  },
  indexes: {
    byNewest: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['generationId'] } },
  },
});
export type SitemapGenerationItem = EntityItem<typeof sitemapGenerationEntity>;

/**
 * The SEO page's summary, kept on write in the transaction that completes a generation: under scope `all` the completed
 * generations, their time summed and the last one's time; under each kind's scope its latest completed generation (URLs,
 * files, when), which the index lists and the cards show.
 */
export const sitemapTallyEntity = new Entity({
  model: { entity: 'sitemapTally', version: '1', service },
  attributes: {
    scope: { type: 'string', required: true },
    generations: { type: 'number' },
    totalMs: { type: 'number' },
    lastGeneratedAt: { type: 'string' },
    generationId: { type: 'string' },
    urlCount: { type: 'number' },
    files: { type: 'number' },
    at: { type: 'string' },
  },
  indexes: {
    byScope: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['scope'] } },
  },
});
export type SitemapTallyItem = EntityItem<typeof sitemapTallyEntity>;
