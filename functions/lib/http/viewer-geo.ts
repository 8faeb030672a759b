import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { countryName } from '../../../shared/reference/countries';
import { viewerAddress } from './viewer-ip';

export interface ViewerGeo {
  country: string | null;
  countryCode: string | null;
  region: string | null;
  city: string | null;
  ip: string | null;
}

/** A header CloudFront URL-encodes (the city); a value that does not decode is kept as sent rather than failing the request. */
function decoded(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Where the viewer is, from CloudFront's viewer headers (the local gateway sets the same ones from its configured
 * default, overridable per request): country, region, city and address, without a third party.
 */
export function viewerGeo(event: Pick<APIGatewayProxyEventV2, 'headers'>): ViewerGeo {
  const h = event.headers;
  const raw = h['cloudfront-viewer-country']?.toUpperCase();
  const code = raw && /^[A-Z]{2}$/.test(raw) ? raw : null;
  return {
    country: code ? (countryName(code) ?? code) : null,
    countryCode: code,
    region: h['cloudfront-viewer-country-region-name'] ?? h['cloudfront-viewer-country-region'] ?? null,
    city: decoded(h['cloudfront-viewer-city']),
    ip: viewerAddress(h),
  };
}
