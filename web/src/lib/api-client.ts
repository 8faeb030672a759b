import type { HttpMethod } from '../../../shared/routes/define-route';
import { ApiError } from './api-error';
import { bearerToken } from './auth/session-store';
import type { ApiPath, OptionsArg, RequestOptions, ResponseOf, RouteOf, Transport } from './api-types';

type Loose = Record<string, unknown> | undefined;

/** Fills `{param}` placeholders of an API path and appends the query; undefined and null query values are left out. */
export function buildApiUrl(path: string, params?: Loose, query?: Loose): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new TypeError(`Missing path parameter "${name}" for ${path}`);
    const text = String(value);
    // Browsers resolve "." and ".." segments (even encoded) before sending, which would call another route.
    if (text === '.' || text === '..') throw new TypeError(`Path parameter "${name}" cannot be "${text}"`);
    return encodeURIComponent(text);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

async function request(
  method: HttpMethod,
  path: string,
  options: { params?: Loose; query?: Loose; body?: unknown; transport?: Transport } = {},
): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json, application/problem+json' };
  // The ID token, not the access token: handlers read the email claim, and API Gateway's Cognito authorizer
  // accepts an ID token whose audience is the SPA client. Public routes ignore it.
  const token = options.transport?.anonymous ? null : await bearerToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(buildApiUrl(path, options.params, options.query), {
    method,
    headers,
    body,
    credentials: 'same-origin',
    ...(options.transport?.keepalive ? { keepalive: true } : {}),
  });
  if (!response.ok) throw await ApiError.fromResponse(response);
  if (response.status === 204 || response.headers.get('content-length') === '0') return undefined;
  return response.json();
}

/** Calls a GET route of the route table; params and query are typed from its schemas, the result from its response type. */
export function apiGet<P extends ApiPath<'GET'>>(
  path: P,
  ...[options]: OptionsArg<RequestOptions<RouteOf<'GET', P>>>
): Promise<ResponseOf<RouteOf<'GET', P>>> {
  return request('GET', path, options as Parameters<typeof request>[2]) as Promise<ResponseOf<RouteOf<'GET', P>>>;
}

type SendMethod = Exclude<HttpMethod, 'GET'>;

/** Calls a POST, PUT, PATCH or DELETE route with a JSON body typed from its schema. */
export function apiSend<M extends SendMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  ...[options]: OptionsArg<RequestOptions<RouteOf<M, P>>>
): Promise<ResponseOf<RouteOf<M, P>>> {
  return request(method, path, options as Parameters<typeof request>[2]) as Promise<ResponseOf<RouteOf<M, P>>>;
}
