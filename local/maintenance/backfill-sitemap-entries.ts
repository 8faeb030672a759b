import { sitemapEntryShard } from '../../functions/lib/data/entities/sitemap-entry';
import type { Store } from '../../functions/lib/data/store';

export const sitemapEntriesMigration = 'sitemap-entries';

/**
 * Gives every product on sale its sitemap entry (issue 18: the sitemaps read entries the index sync keeps) on a table
 * whose products were synced before entries existed: the products with search records, found through the records'
 * index, read in BatchGets, each entry put. Once per table; a fresh table's seed writes them through the sync.
 * On AWS run it the same way against the table (`TABLE_NAME`), or let the next sync of each product write its own.
 */
export async function backfillSitemapEntries(store: Store): Promise<number | undefined> {
  if ((await store.entities.tableMigration.get({ name: sitemapEntriesMigration }).go()).data) return undefined;
  // The search records' own index (every record, by object id): a Query of those items alone, not a Scan of the table.
  const records = await store.entities.searchRecord.query.all({}).go({ pages: 'all', attributes: ['productId'] });
  const productIds = new Set(records.data.map((r) => r.productId));
  const ids = [...productIds];
  let written = 0;
  for (let i = 0; i < ids.length; i += 100) {
    const { data } = await store.entities.product.get(ids.slice(i, i + 100).map((productId) => ({ productId }))).go({ attributes: ['productId', 'slug', 'updatedAt', 'isActive'] });
    const entries = data.filter((p) => p.isActive).map((p) => ({ shard: sitemapEntryShard(p.productId), productId: p.productId, slug: p.slug, lastmod: p.updatedAt }));
    if (entries.length) await store.entities.sitemapEntry.put(entries).go();
    written += entries.length;
  }
  await store.entities.tableMigration.put({ name: sitemapEntriesMigration, moved: written }).go();
  return written;
}
