import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** API answers are data, never documents: deny framing, sniffing and every content source. */
const securityHeaders: Record<string, string> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
};

/** Adds security headers, the request id, and CORS only when the caller is the SPA's own origin. */
export function withResponseHeaders(
  response: APIGatewayProxyStructuredResultV2,
  requestId: string,
  origin: string | undefined,
  spaOrigin: string,
): APIGatewayProxyStructuredResultV2 {
  const headers: Record<string, string | number | boolean> = { ...securityHeaders };
  // Header names are case-insensitive; lower-case them so a handler's Cache-Control is not doubled by our default.
  for (const [name, value] of Object.entries(response.headers ?? {})) headers[name.toLowerCase()] = value;
  headers['x-request-id'] = requestId;
  headers['cache-control'] ??= 'no-store';
  if (origin && origin === spaOrigin) {
    headers['access-control-allow-origin'] = origin;
    headers['access-control-allow-credentials'] = 'true';
    headers['access-control-expose-headers'] = 'x-request-id';
    headers.vary = 'Origin';
  }
  return { ...response, headers };
}
