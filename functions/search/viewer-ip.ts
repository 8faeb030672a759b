import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The shopper's address. Behind CloudFront the connection comes from an edge, and the viewer's address travels in
 * CloudFront-Viewer-Address (`ip:port`, IPv6 in brackets), which CloudFront sets itself.
 */
export function viewerIp(event: APIGatewayProxyEventV2): string {
  const header = event.headers['cloudfront-viewer-address'];
  return header?.replace(/^\[?([^\]]*?)\]?:\d+$/, '$1') || event.requestContext.http.sourceIp;
}
