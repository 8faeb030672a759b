import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { FlatClaims } from '../identity/jwt-authorizer';
import type { RouteMatch } from './route-matcher';

export interface ViewerDefaults {
  country: string;
  city: string;
}

/** Builds the API Gateway HTTP API (payload 2.0) event that Lambda would receive for this request. */
export function toApiEvent(
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  match: RouteMatch,
  claims: FlatClaims | null,
  viewer: ViewerDefaults,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const sourceIp = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
  // CloudFront adds viewer geolocation; locally a configured default stands in, overridable per request.
  headers['cloudfront-viewer-country'] ??= viewer.country;
  headers['cloudfront-viewer-city'] ??= viewer.city;
  headers['cloudfront-viewer-address'] ??= `${sourceIp}:${req.socket.remotePort ?? 0}`;
  // No prototype, so a parameter named `__proto__` or `constructor` is an own key the route's schema refuses, as it is
  // in the JSON event API Gateway sends, instead of vanishing into the prototype.
  const query: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of url.searchParams) query[name] = Object.hasOwn(query, name) ? `${query[name]},${value}` : value;
  const now = Date.now();
  const isText = body.length === 0 || /json|text|xml|form-urlencoded/i.test(headers['content-type'] ?? '');
  return {
    version: '2.0',
    routeKey: match.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    cookies: headers.cookie?.split(/;\s*/),
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: match.pathParameters,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: { method: req.method ?? 'GET', path: url.pathname, protocol: `HTTP/${req.httpVersion}`, sourceIp, userAgent: headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey: match.routeKey,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
      ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
    } as APIGatewayProxyEventV2['requestContext'],
    body: body.length ? (isText ? body.toString('utf8') : body.toString('base64')) : undefined,
    isBase64Encoded: body.length > 0 && !isText,
  };
}
