import { countryName } from '../../shared/reference/countries';
import { routes } from '../../shared/routes/route-table';
import { apiHandler } from '../lib/http/api-handler';
import { ApiReply } from '../lib/http/api-types';
import { viewerAddress } from '../lib/http/viewer-ip';

/**
 * Geolocation without a third party: CloudFront adds the viewer's country, region, city and address headers
 * (the local gateway fills them from a configured default, overridable per request).
 */
export const handler = apiHandler(routes.getGeo, async ({ event }) => {
  const h = event.headers;
  const code = h['cloudfront-viewer-country']?.toUpperCase() ?? null;
  const body = {
    country: code ? (countryName(code) ?? code) : null,
    countryCode: code,
    region: h['cloudfront-viewer-country-region-name'] ?? h['cloudfront-viewer-country-region'] ?? null,
    city: h['cloudfront-viewer-city'] ? decodeURIComponent(h['cloudfront-viewer-city']) : null,
    ip: viewerAddress(h),
  };
  return new ApiReply(200, body, { 'cache-control': 'private, no-store' });
});
