import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { viewerGeo } from '../lib/http/viewer-geo';

/**
 * Geolocation without a third party: CloudFront adds the viewer's country, region, city and address headers
 * (the local gateway fills them from a configured default, overridable per request).
 */
export const handler = apiHandler(routes.getGeo, async ({ event }) => new ApiReply(200, viewerGeo(event), { 'cache-control': 'private, no-store' }));
