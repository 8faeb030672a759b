import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { unstable_serialize } from 'swr';
import { productSeoDescription } from '../../shared/catalog/product-seo';
import type { ProductDetail } from '../../shared/catalog/catalog-views';
import { routes } from '../../shared/routes/route-table';
import { renderPage } from '../../web/src/app/ssr/render-page';
import { serializeSsrState, type SsrState } from '../../web/src/app/ssr/ssr-state';
import { productDetailJson } from '../catalog/product-detail-cache';
import { productIdForSlug } from '../catalog/product-slug-lookup';
import { TtlCache } from '../lib/cache/ttl-cache';
import { depsFor, type Deps } from '../lib/deps';
import { siteTemplateProvider } from '../lib/adapters/site-template/site-template-provider';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { pageRoutes } from '../../shared/routes/page-routes';
import { NotFoundError } from '../../shared/errors/domain-errors';
import { logger } from '../lib/http/logger';
import { homeJson } from '../storefront/home-data';
import { headTags, pageDocument } from './page-document';
import { tracedHandler } from '../lib/observability/tracer';

// A deploy replaces index.html and its asset hashes; a minute is the longest a warm container serves the old one.
const templates = new TtlCache<string>(60_000);

interface PageData {
  /** SWR entries under the exact keys the SPA's hooks use (`apiKey(path, options)`). */
  swr: Record<string, unknown>;
  head?: string;
}

/** The page's data: the home payload, or the product named by the route's slug (null for a slug the API would refuse). */
async function pageData(d: Deps, event: APIGatewayProxyEventV2): Promise<PageData | null> {
  const rawSlug = event.pathParameters?.slug;
  if (rawSlug === undefined) return { swr: { [unstable_serialize(['/api/home', undefined])]: JSON.parse(await homeJson(d)) } };
  // The same rule as GET /api/products/by-slug/{slug}, so the page and the API agree on what a slug is.
  const parsed = routes.getProductBySlug.request.params.safeParse({ slug: rawSlug });
  if (!parsed.success) return null;
  const { slug } = parsed.data;
  const product = JSON.parse(await productDetailJson(d, await productIdForSlug(d, slug))) as ProductDetail;
  return {
    swr: { [unstable_serialize(['/api/products/by-slug/{slug}', { params: { slug } }])]: product },
    head: headTags({
      description: productSeoDescription(product),
      robots: 'index,follow',
      canonicalUrl: `${d.config.PUBLIC_BASE_URL}/p/${product.slug}`,
    }),
  };
}

const isMobileViewer = (event: APIGatewayProxyEventV2): boolean => {
  const cloudFront = event.headers['cloudfront-is-mobile-viewer'];
  if (cloudFront !== undefined) return cloudFront === 'true';
  return /Mobi|Android/i.test(event.headers['user-agent'] ?? '');
};

const html = (statusCode: number, body: string): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', vary: 'CloudFront-Is-Mobile-Viewer, User-Agent' },
  body,
});

/**
 * Server-renders the home and product pages with the SPA's own components and the API handlers' own data
 * (same caches), so the first paint needs no JavaScript. Anything unexpected serves the plain SPA shell
 * instead: a rendering fault must never cost a shopper the page.
 */
export const handler = tracedHandler('pages/render-page', async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
  const d = depsFor(pageRoutes.homePage.needs, [siteTemplateProvider, cursorsProvider]);
  const template = await templates.get('index.html', () => d.siteTemplate.read());
  try {
    const data = await pageData(d, event);
    if (!data) return html(404, template);
    const state: SsrState = { swr: data.swr, mobile: isMobileViewer(event), origin: d.config.PUBLIC_BASE_URL };
    const page = await renderPage(`${d.config.PUBLIC_BASE_URL}${event.rawPath}`, state);
    return html(page.status, pageDocument(template, { html: page.html, head: data.head, stateJson: serializeSsrState(state) }));
  } catch (error) {
    if (error instanceof NotFoundError) return html(404, template);
    logger.error('page render failed; serving the SPA shell', { path: event.rawPath, error: error as Error });
    return html(200, template);
  }
});
