import { NotFoundError } from '../../shared/errors/domain-errors';
import { sitemapFileKey, type SitemapKind } from '../../shared/seo/sitemap-kinds';
import { TtlCache } from '../lib/cache/ttl-cache';
import { logger } from '../lib/http/logger';
import { sitemapXml, type SitemapReadDeps } from './generate-sitemap';

/** Crawlers' copy of a sitemap may be an hour old (CloudFront keeps it as long). */
export const sitemapHeaders = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

// Crawlers ask often and the files change daily: a container keeps what it read a few minutes (CloudFront an hour).
const files = new TtlCache<string | null>(5 * 60_000, 50);

/**
 * A stored sitemap file as the public reads it. Before the first generation of its kind (a new store, before the daily
 * schedule's first run) the file is built from the data for this answer and not stored: a public GET never writes,
 * and the generations are staff's and the schedule's. A part beyond the kind's last is a 404.
 */
export async function storedSitemap(deps: SitemapReadDeps, kind: SitemapKind, part: number): Promise<string> {
  const key = sitemapFileKey(kind, part);
  const xml = await files.get(key, async () => decode(await deps.objects.sitemaps.get(key)) ?? (part === 1 ? await unstored(deps, kind) : null));
  if (xml === null) throw new NotFoundError('There is no such sitemap.');
  return xml;
}

/** A kind's first file as a generation would write it, when none was ever generated; null once one was (its parts are stored). */
async function unstored(deps: SitemapReadDeps, kind: SitemapKind): Promise<string | null> {
  const tally = (await deps.store.entities.sitemapTally.get({ scope: kind }).go()).data;
  if (tally?.generationId) return null;
  logger.info('sitemap asked for before its first generation; built for this answer', { kind });
  return (await sitemapXml(deps, kind))[0] ?? null;
}

const decode = (object: { body: Uint8Array } | null) => (object ? Buffer.from(object.body).toString('utf8') : null);

/** robots.txt: the storefront open to crawlers, the private areas closed, and where the sitemap index is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /account', 'Disallow: /checkout', 'Disallow: /cart', 'Disallow: /orders', 'Disallow: /auth', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
