import { pageRoutes } from '../../shared/routes/page-routes';
import { routes } from '../../shared/routes/route-table';
import { objectsProvider } from '../lib/adapters/object-store/objects-provider';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { routeSwitch } from '../lib/http/route-switch';
import { robotsTxt, storedSitemap } from './stored-sitemap';

const xml = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

/** The public sitemaps and robots.txt, from the files SEO and Sitemap Management (and its daily schedule) stored. */
export const handler = routeSwitch([
  [routes.getSitemap, apiHandler(routes.getSitemap, async ({ query, deps }) => new ApiReply<string>(200, undefined, xml, await storedSitemap(deps, query.type, query.part)), { uses: [objectsProvider] })],
  [pageRoutes.sitemapXml, apiHandler(pageRoutes.sitemapXml, async ({ deps }) => new ApiReply<string>(200, undefined, xml, await storedSitemap(deps, 'index', 1)), { uses: [objectsProvider] })],
  [
    pageRoutes.robotsTxt,
    apiHandler(pageRoutes.robotsTxt, async ({ deps }) => new ApiReply<string>(200, undefined, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' }, robotsTxt(deps.config.PUBLIC_BASE_URL.replace(/\/$/, '')))),
  ],
]);
