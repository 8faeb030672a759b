import { paths } from '../../web/src/config/paths';
import { platformCodes } from '../../shared/catalog/platform';
import { categoryCodes, categorySlug } from '../../web/src/lib/i18n/catalog-terms';
import { TtlCache } from '../lib/cache/ttl-cache';
import type { Deps } from '../lib/deps';

const cache = new TtlCache<string>(10 * 60_000);
const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** The help and policy pages: part of the store a crawler should find, though they change rarely. */
const contentPages = [paths.help, paths.contact, paths.refundPolicy, paths.privacy, paths.terms, paths.cookies];

/** Sitemaps built from active products (and the platform and category browse pages) under the store's public origin, cached ten minutes per container (the SEO issue adds storage in S3 and more sections). */
export function sitemapXml(deps: Pick<Deps, 'store' | 'config'>, type: 'index' | 'products'): Promise<string> {
  const base = deps.config.PUBLIC_BASE_URL.replace(/\/$/, '');
  return cache.get(type, () => (type === 'index' ? sitemapIndex(base, deps) : productSitemap(base, deps)));
}

async function sitemapIndex(base: string, deps: Pick<Deps, 'store'>): Promise<string> {
  const newest = (await deps.store.entities.product.query.activeByNewest({}).go({ limit: 1, order: 'desc' })).data[0];
  const lastmod = newest ? `<lastmod>${newest.updatedAt}</lastmod>` : '';
  return `${xmlHeader}<sitemapindex xmlns="${namespace}"><sitemap><loc>${escapeXml(`${base}/api/sitemap?type=products`)}</loc>${lastmod}</sitemap></sitemapindex>\n`;
}

/** The browse pages: one per platform and one per category, each a standing list of that part of the catalogue. */
const browsePaths = (): string[] => [...platformCodes.map((code) => `/platform/${code}`), ...categoryCodes.map((code) => `/category/${categorySlug(code)}`)];

async function productSitemap(base: string, deps: Pick<Deps, 'store'>): Promise<string> {
  const products = (await deps.store.entities.product.query.activeByNewest({}).go({ pages: 'all', order: 'desc' })).data;
  const urls = [
    `<url><loc>${escapeXml(`${base}/`)}</loc><changefreq>daily</changefreq><priority>1.0</priority></url>`,
    ...contentPages.map((path) => `<url><loc>${escapeXml(`${base}${path}`)}</loc><changefreq>monthly</changefreq><priority>0.3</priority></url>`),
    ...browsePaths().map((path) => `<url><loc>${escapeXml(`${base}${path}`)}</loc><changefreq>daily</changefreq><priority>0.9</priority></url>`),
    ...products.map(
      (p) => `<url><loc>${escapeXml(`${base}/p/${p.slug}`)}</loc><lastmod>${p.updatedAt}</lastmod><changefreq>weekly</changefreq><priority>0.8</priority></url>`,
    ),
  ];
  return `${xmlHeader}<urlset xmlns="${namespace}">${urls.join('')}</urlset>\n`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}
