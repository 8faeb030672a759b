import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { renderPage } from '../../web/src/app/ssr/render-page';
import { serializeSsrState, type SsrState } from '../../web/src/app/ssr/ssr-state';
import { TtlCache } from '../lib/cache/ttl-cache';
import { depsFor } from '../lib/deps';
import { siteTemplateProvider } from '../lib/adapters/site-template/site-template-provider';
import { cursorsProvider } from '../lib/pagination/cursors-provider';
import { searchReaderProvider } from '../lib/adapters/search-reader/search-reader-provider';
import { pageRoutes } from '../../shared/routes/page-routes';
import { NotFoundError } from '../../shared/errors/domain-errors';
import { logger } from '../lib/http/logger';
import { pageDocument } from './page-document';
import { pageData } from './page-data';
import { tracedHandler } from '../lib/observability/tracer';

// A deploy replaces index.html and its asset hashes; a minute is the longest a warm container serves the old one.
const templates = new TtlCache<string>(60_000);

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
 * Server-renders the home, product and browse pages with the SPA's own components and the API handlers' own data
 * (same caches), so the first paint needs no JavaScript. Anything unexpected serves the plain SPA shell
 * instead: a rendering fault must never cost a shopper the page.
 */
export const handler = tracedHandler('pages/render-page', async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
  const d = depsFor(pageRoutes.homePage.needs, [siteTemplateProvider, cursorsProvider, searchReaderProvider]);
  const template = await templates.get('index.html', () => d.siteTemplate.read());
  try {
    const data = await pageData(d, event);
    if (!data) return html(404, template);
    const state: SsrState = { swr: data.swr, mobile: isMobileViewer(event), origin: d.config.PUBLIC_BASE_URL };
    // The query picks the product's variant (?platform=&region=&edition=): rendering without it would show the default
    // variant while the browser hydrates the one in the address (React #418).
    const query = event.rawQueryString ? `?${event.rawQueryString}` : '';
    const page = await renderPage(`${d.config.PUBLIC_BASE_URL}${event.rawPath}${query}`, state);
    return html(page.status, pageDocument(template, { html: page.html, head: data.head, stateJson: serializeSsrState(state) }));
  } catch (error) {
    if (error instanceof NotFoundError) return html(404, template);
    logger.error('page render failed; serving the SPA shell', { path: event.rawPath, error: error as Error });
    return html(200, template);
  }
});
