import { NotFoundError } from '../../shared/errors/domain-errors';
import { sitemapFileKey, type SitemapKind } from '../../shared/seo/sitemap-kinds';
import { TtlCache } from '../lib/cache/ttl-cache';
import { logger } from '../lib/http/logger';
import { generateSitemap, type SitemapDeps } from './generate-sitemap';

// Crawlers ask often and the files change daily: a container keeps what it read a few minutes (CloudFront an hour).
const files = new TtlCache<string | null>(5 * 60_000, 50);

/**
 * A stored sitemap file as the public reads it. Before the first generation of its kind (a new store, before the daily
 * schedule's first run), the kind is generated now and stored, so a crawler never meets a missing sitemap; a part
 * beyond the kind's last is a 404.
 */
export async function storedSitemap(deps: SitemapDeps, kind: SitemapKind, part: number): Promise<string> {
  const key = sitemapFileKey(kind, part);
  let xml = await files.get(key, async () => decode(await deps.objects.sitemaps.get(key)));
  if (xml === null && part === 1) {
    const tally = (await deps.store.entities.sitemapTally.get({ scope: kind }).go()).data;
    if (!tally?.files) {
      logger.info('sitemap asked for before its first generation; generating it', { kind });
      await generateSitemap(deps, kind, false);
      files.delete(key);
      xml = await files.get(key, async () => decode(await deps.objects.sitemaps.get(key)));
    }
  }
  if (xml === null) throw new NotFoundError('There is no such sitemap.');
  return xml;
}

const decode = (object: { body: Uint8Array } | null) => (object ? Buffer.from(object.body).toString('utf8') : null);

/** robots.txt: the storefront open to crawlers, the private areas closed, and where the sitemap index is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /account', 'Disallow: /checkout', 'Disallow: /cart', 'Disallow: /orders', 'Disallow: /auth', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
