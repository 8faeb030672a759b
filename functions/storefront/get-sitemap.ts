import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { sitemapXml } from './sitemap-xml';

/** `GET /api/sitemap?type=index|products` (public). */
export const handler = apiHandler(routes.getSitemap, async ({ query, deps }) => {
  const xml = await sitemapXml(deps, query.type);
  return new ApiReply<string>(200, undefined, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=600' }, xml);
});
