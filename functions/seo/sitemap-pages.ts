import { platformCodes } from '../../shared/catalog/platform';
import { paths } from '../../web/src/config/paths';
import { categoryCodes, categorySlug } from '../../web/src/lib/i18n/catalog-terms';
import { sitemapEntryShards } from '../lib/data/entities/sitemap-entry';
import type { Deps } from '../lib/deps';

/** One page a sitemap lists: its path and, where the data says, when it last changed. */
export interface SitemapPage {
  path: string;
  lastmod?: string | undefined;
  changefreq: 'daily' | 'weekly' | 'monthly';
  priority: number;
}

/** The help and policy pages: part of the store a crawler should find, though they change rarely. */
const contentPages = [paths.help, paths.contact, paths.refundPolicy, paths.privacy, paths.terms, paths.cookies];

/** The main sitemap: the home page (as new as the newest product) and the content pages. */
export async function mainPages(deps: Pick<Deps, 'store'>): Promise<SitemapPage[]> {
  const newest = (await deps.store.entities.product.query.activeByNewest({}).go({ limit: 1, order: 'desc', attributes: ['updatedAt'] })).data[0];
  return [{ path: '/', lastmod: newest?.updatedAt, changefreq: 'daily', priority: 1 }, ...contentPages.map((path) => ({ path, changefreq: 'monthly' as const, priority: 0.3 }))];
}

/** The categories sitemap: each platform's and each category's browse page, a standing list of that part of the catalogue. */
export function categoryPages(): SitemapPage[] {
  return [...platformCodes.map((code) => `/platform/${code}`), ...categoryCodes.map((code) => `/category/${categorySlug(code)}`)].map((path) => ({ path, changefreq: 'daily', priority: 0.9 }));
}

/** The products sitemap: every product on sale, from the sitemap entries the index sync keeps (8 Queries at once), by slug. */
export async function productPages(deps: Pick<Deps, 'store'>): Promise<SitemapPage[]> {
  const shards = await Promise.all(Array.from({ length: sitemapEntryShards }, (_, shard) => deps.store.entities.sitemapEntry.query.byShard({ shard: String(shard) }).go({ pages: 'all' })));
  return shards
    .flatMap((s) => s.data)
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
    .map((e) => ({ path: `/p/${e.slug}`, lastmod: e.lastmod, changefreq: 'weekly', priority: 0.8 }));
}
