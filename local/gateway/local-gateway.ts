import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pageRoutes, type PageRouteId } from '../../shared/routes/page-routes';
import { routes } from '../../shared/routes/route-table';
import type { LambdaHttpHandler } from '../../functions/lib/http/api-types';
import { logger } from '../../functions/lib/http/logger';
import { withResponseHeaders } from '../../functions/lib/http/middlewares/response-headers';
import { loadHandler } from '../runtime/handler-loader';
import { createJwtAuthorizer } from '../identity/jwt-authorizer';
import { lambdaContext } from '../queues/queue-poller';
import { containerPool } from './container-pool';
import { toApiEvent, type ViewerDefaults } from './api-event';
import type { LocalIdentityService } from '../identity/identity-service';
import { serveDevOutbox, serveIdentity } from './identity-endpoints';
import type { TwinHandler } from '../runtime/twin-server';
import { serveAlgolia, type AlgoliaKeys } from '../search-engine/algolia-http';
import type { SearchEngine } from '../search-engine/search-engine';
import { BodyTooLargeError, readBody } from './read-body';
import { createRouteMatcher, type RouteMatch } from './route-matcher';
import { pageSecurityHeaders } from './static-site';

export interface GatewayOptions {
  port: number;
  host?: string;
  /** The local identity service: Cognito's API under /_local/identity, its outbox under /dev (never on AWS). */
  identity: LocalIdentityService;
  viewer: ViewerDefaults;
  spaOrigin: string;
  /**
   * Twins a browser must reach on the page's own origin, by path prefix: the local S3 (its pre-signed URLs) and the local
   * reCAPTCHA (its loader and token endpoint). Each sees the whole path, so signatures over it still verify.
   */
  twins?: Record<`/_local/${string}`, TwinHandler>;
  serveStatic?: (req: IncomingMessage, res: ServerResponse, pathname: string) => void;
  /** Uploaded images under /products/ (the images bucket, read-only), as CloudFront serves them on AWS. */
  publicImages?: TwinHandler;
  /** The embedded search engine, answering Algolia's REST API under /1 (the SPA's and the sync consumer's client). */
  search?: { engine: SearchEngine; keys: AlgoliaKeys };
}

/**
 * The local stand-in for CloudFront + API Gateway: /api requests become API Gateway v2 events for the same
 * handlers Lambda runs, behind the same JWT check; everything else is the SPA.
 */
export async function startGateway(options: GatewayOptions): Promise<Server> {
  const matcher = createRouteMatcher();
  const pages = createRouteMatcher(pageRoutes);
  const authorize = createJwtAuthorizer(options.identity.issuer, options.identity.keys.publicJwk);
  const invoke = containerPool();

  const handleApi = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (req.method === 'OPTIONS') return preflight(req, res, options.spaOrigin, matcher.allowedMethods(url.pathname));
    const match = matcher.match(req.method ?? 'GET', url.pathname);
    if (match === null) return send(res, gatewayReply(404, 'Not Found'));
    if (match === 'method-not-allowed') return send(res, gatewayReply(405, 'Method Not Allowed', { allow: matcher.allowedMethods(url.pathname).join(', ') }));
    const route = routes[match.id];
    const claims = route.role === 'public' ? null : await authorize(req.headers.authorization);
    // API Gateway's JWT authorizer answers 401 itself; the handler never runs.
    if (route.role !== 'public' && !claims) return send(res, gatewayReply(401, 'Unauthorized'));
    const body = await readBody(req);
    const handler = await loadHandler<LambdaHttpHandler>(route.handler);
    const event = toApiEvent(req, url, body, match, claims, options.viewer);
    const result = await invoke(route.handler, () => handler(event, lambdaContext(route.handler, event.requestContext.requestId)));
    send(res, result);
  };

  // Server-rendered pages, as CloudFront's page behaviours send them to the render function; only once the SPA is served.
  const handlePage = async (req: IncomingMessage, res: ServerResponse, url: URL, match: RouteMatch<PageRouteId>) => {
    const route = pageRoutes[match.id];
    const handler = await loadHandler<LambdaHttpHandler>(route.handler);
    const event = toApiEvent(req, url, Buffer.alloc(0), match, null, options.viewer);
    const result = await invoke(route.handler, () => handler(event, lambdaContext(route.handler, event.requestContext.requestId)));
    send(res, { ...result, headers: { ...result.headers, ...pageSecurityHeaders } }, req);
  };
  /** The page route for this request, when the SPA is served; any other method on a page path is the static site's. */
  const pageFor = (req: IncomingMessage, url: URL) => {
    if (!options.serveStatic) return null;
    const match = pages.match(req.method ?? 'GET', url.pathname);
    return match === 'method-not-allowed' ? null : match;
  };

  const twins = Object.entries(options.twins ?? {});
  const twinFor = (pathname: string) => twins.find(([prefix]) => pathname.startsWith(`${prefix}/`))?.[1];

  const server = createServer((req, res) => {
    const url = URL.canParse(req.url ?? '/', 'http://localhost') ? new URL(req.url ?? '/', 'http://localhost') : null;
    // An absolute-form target such as `http://[` cannot be parsed; throwing here would take the whole gateway down.
    if (!url) return send(res, gatewayReply(400, 'Bad Request'));
    const page = pageFor(req, url);
    // The raw path: an S3 key may hold '..' segments, which URL parsing resolves away.
    const twin = twinFor((req.url ?? '/').split('?')[0]!);
    const work = url.pathname.startsWith('/api/') || url.pathname === '/api'
      ? handleApi(req, res, url)
      : page
        ? handlePage(req, res, url, page)
      : url.pathname.startsWith('/_local/identity/')
        ? serveIdentity(req, res, url.pathname.slice('/_local/identity'.length), options.identity, clientIp(req))
        : url.pathname.startsWith('/dev/outbox')
          ? serveDevOutbox(req, res, url, options.identity)
        : twin
          ? twin(req, res)
        : url.pathname.startsWith('/products/') && options.publicImages
          ? options.publicImages(req, res)
        : url.pathname.startsWith('/1/') && options.search
          ? serveAlgolia(req, res, url, options.search.engine, options.search.keys)
          : Promise.resolve(options.serveStatic ? options.serveStatic(req, res, url.pathname) : res.writeHead(404).end());
    work.catch((error: unknown) => {
      if (error instanceof BodyTooLargeError) return send(res, gatewayReply(413, 'Request Entity Too Large'));
      logger.error('gateway failure', { path: url.pathname, error: error as Error });
      send(res, gatewayReply(500, 'Internal Server Error'));
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  return server;
}

/**
 * The caller's address for rate limiting. X-Forwarded-For is believed only from a loopback peer (a proxy on
 * this machine, such as a tunnel); anyone else could write any address there and dodge the per-IP limit.
 */
export function clientIp(req: IncomingMessage): string {
  const peer = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',')[0]?.trim();
  return forwarded && (peer === '127.0.0.1' || peer === '::1') ? forwarded : peer;
}

/** Sends a Lambda result; with `req`, HTML is gzipped for clients that accept it, as CloudFront compresses pages. */
function send(res: ServerResponse, result: APIGatewayProxyStructuredResultV2, req?: IncomingMessage) {
  if (res.headersSent) return;
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  let body: string | Buffer | undefined = result.body === undefined ? undefined : result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body;
  if (req && body !== undefined && /^text\/html/.test(String(headers['content-type'])) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
  }
  // A known length avoids chunked encoding, as API Gateway sends it.
  headers['content-length'] = String(body === undefined ? 0 : Buffer.byteLength(body));
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}

/**
 * An answer API Gateway gives itself (no route, wrong method, no token, too large, a failure), with its own JSON body
 * (`{"message": …}`) and the headers every handler answer carries, which CloudFront's policy adds on AWS.
 */
function gatewayReply(statusCode: number, message: string, headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  return withResponseHeaders(
    { statusCode, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ message }) },
    randomUUID(),
    undefined,
    '',
  );
}

/** Mirrors the HTTP API's CORS configuration: only the SPA's origin is allowed. */
function preflight(req: IncomingMessage, res: ServerResponse, spaOrigin: string, methods: string[]) {
  if (req.headers.origin !== spaOrigin || methods.length === 0) return send(res, gatewayReply(403, 'Forbidden'));
  res.writeHead(204, {
    'access-control-allow-origin': spaOrigin,
    'access-control-allow-methods': methods.join(', '),
    'access-control-allow-headers': 'authorization, content-type',
    'access-control-allow-credentials': 'true',
    'access-control-max-age': '600',
    vary: 'Origin',
  }).end();
}
