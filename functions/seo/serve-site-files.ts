import { pageRoutes } from '../../shared/routes/page-routes';
import { objectsProvider } from '../lib/adapters/object-store/objects-provider';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { routeSwitch } from '../lib/http/route-switch';
import { robotsTxt, sitemapHeaders, storedSitemap } from './stored-sitemap';

/** The files crawlers look for at the site's root: `/sitemap.xml` (the stored index) and `/robots.txt`, which names it. */
export const handler = routeSwitch([
  [pageRoutes.sitemapXml, apiHandler(pageRoutes.sitemapXml, async ({ deps }) => new ApiReply<string>(200, undefined, sitemapHeaders, await storedSitemap(deps, 'index', 1)), { uses: [objectsProvider] })],
  [
    pageRoutes.robotsTxt,
    apiHandler(pageRoutes.robotsTxt, async ({ deps }) => new ApiReply<string>(200, undefined, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' }, robotsTxt(deps.config.PUBLIC_BASE_URL.replace(/\/$/, '')))),
  ],
]);
