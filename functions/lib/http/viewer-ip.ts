import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The viewer's address as CloudFront reports it, or null without the header. Behind CloudFront the connection
 * comes from an edge; the viewer's address travels in CloudFront-Viewer-Address (`ip:port`, IPv6 in brackets).
 */
export function viewerAddress(headers: APIGatewayProxyEventV2['headers']): string | null {
  return headers['cloudfront-viewer-address']?.replace(/^\[?([^\]]*?)\]?:\d+$/, '$1') || null;
}

/** The shopper's address: CloudFront's viewer address, else the connection's. */
export function viewerIp(event: APIGatewayProxyEventV2): string {
  return viewerAddress(event.headers) ?? event.requestContext.http.sourceIp;
}
