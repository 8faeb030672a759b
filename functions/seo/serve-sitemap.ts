import { routes } from '../../shared/routes/route-table';
import { objectsProvider } from '../lib/adapters/object-store/objects-provider';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { sitemapHeaders, storedSitemap } from './stored-sitemap';

/** `GET /api/sitemap?type=…&part=…` (public): a stored sitemap file, as SEO and Sitemap Management and its schedule wrote it. */
export const handler = apiHandler(routes.getSitemap, async ({ query, deps }) => new ApiReply<string>(200, undefined, sitemapHeaders, await storedSitemap(deps, query.type, query.part)), { uses: [objectsProvider] });
