import { routes } from '../../shared/routes/route-table';
import { objectsProvider } from '../lib/adapters/object-store/objects-provider';
import { apiHandler } from '../lib/http/api-handler';
import { routeSwitch } from '../lib/http/route-switch';
import { generateSitemap } from './generate-sitemap';
import { sitemapOverview } from './sitemap-overview';

/** SEO and Sitemap Management's routes (staff): the overview, and a generation on demand. */
export const handler = routeSwitch([
  [routes.adminSitemaps, apiHandler(routes.adminSitemaps, ({ deps }) => sitemapOverview(deps))],
  [routes.adminGenerateSitemap, apiHandler(routes.adminGenerateSitemap, ({ params, deps }) => generateSitemap(deps, params.type, true), { uses: [objectsProvider] })],
]);
