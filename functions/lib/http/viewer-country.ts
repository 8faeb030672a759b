import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** The visitor's country as CloudFront reports it (the local gateway sets the same header), or null. */
export function viewerCountry(event: APIGatewayProxyEventV2): string | null {
  const code = event.headers['cloudfront-viewer-country']?.toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}
