import { createHash } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import { service } from './entity-config';

/** Partitions the entries spread over, read in parallel by a sitemap's generation. */
export const sitemapEntryShards = 8;
export const sitemapEntryShard = (productId: string): string => String(createHash('sha1').update(productId).digest()[0]! % sitemapEntryShards);

/**
 * A product page the sitemaps list: an active product on sale (with search records), its slug and last change, kept
 * by the search-index sync beside the product's search records, removed with them. A few dozen bytes each, so the
 * products sitemap of 50,000 URLs reads a few megabytes from eight partitions instead of the products themselves.
 */
export const sitemapEntryEntity = new Entity({
  model: { entity: 'sitemapEntry', version: '1', service },
  attributes: {
    shard: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    slug: { type: 'string', required: true },
    lastmod: { type: 'string', required: true },
  },
  indexes: {
    byShard: { pk: { field: 'pk', composite: ['shard'] }, sk: { field: 'sk', composite: ['productId'] } },
  },
});
export type SitemapEntryItem = EntityItem<typeof sitemapEntryEntity>;
