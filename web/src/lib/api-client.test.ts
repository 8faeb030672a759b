import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiSend, buildApiUrl } from './api-client';
import { ApiError } from './api-error';

const session = vi.hoisted(() => ({ token: null as string | null }));
vi.mock('./auth/session-store', () => ({ bearerToken: async () => session.token }));

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

afterEach(() => {
  vi.unstubAllGlobals();
  session.token = null;
});

describe('buildApiUrl', () => {
  it('fills path placeholders with encoded values', () => {
    expect(buildApiUrl('/api/products/{productId}', { productId: 'a/b c' })).toBe('/api/products/a%2Fb%20c');
  });

  it('serialises the query and leaves out undefined and null values', () => {
    expect(buildApiUrl('/api/products', undefined, { cursor: 'x+y', limit: 12, type: undefined, tag: null })).toBe('/api/products?cursor=x%2By&limit=12');
  });

  it('repeats a key for each value of an array', () => {
    expect(buildApiUrl('/api/products', undefined, { tag: ['a', 'b'] })).toBe('/api/products?tag=a&tag=b');
  });

  it('refuses a missing or empty path parameter', () => {
    expect(() => buildApiUrl('/api/products/{productId}', {})).toThrow(/productId/);
    expect(() => buildApiUrl('/api/products/{productId}', { productId: '' })).toThrow(TypeError);
  });

  it('refuses dot segments that the browser would resolve to another route', () => {
    expect(() => buildApiUrl('/api/products/{productId}', { productId: '..' })).toThrow(TypeError);
  });
});

describe('apiGet', () => {
  it('requests the filled path and returns the parsed body', async () => {
    const fetchMock = stubFetch(json({ items: [], nextCursor: null }));

    const page = await apiGet('/api/products', { query: { cursor: 'c1', limit: 12 } });

    expect(page).toEqual({ items: [], nextCursor: null });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/products?cursor=c1&limit=12');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('throws an ApiError carrying the problem details on a non-2xx answer', async () => {
    const problem = { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No product p1' };
    stubFetch(json(problem, 404, 'application/problem+json'));

    const error = await apiGet('/api/products/{productId}', { params: { productId: 'p1' } }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).problem).toEqual(problem);
    expect((error as ApiError).message).toBe('Not Found: No product p1');
  });

  it('still throws a usable ApiError when the error body is not problem+json', async () => {
    stubFetch(new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }));

    const error = await apiGet('/api/health').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem).toEqual({ type: 'about:blank', title: 'Bad Gateway', status: 502 });
  });

  it('types params, query and response from the route table', () => {
    stubFetch(json({}));
    // @ts-expect-error productId is required by the route's params schema
    void apiGet('/api/products/{productId}', { params: {} }).catch(() => undefined);
    // @ts-expect-error "sort" is not in the route's query schema
    void apiGet('/api/products', { query: { sort: 'name' } }).catch(() => undefined);
    // @ts-expect-error there is no GET route with this path
    void apiGet('/api/nope').catch(() => undefined);
    const typed: Promise<{ nextCursor: string | null }> = apiGet('/api/products');
    void typed.catch(() => undefined);
    // @ts-expect-error the response is a ProductPage, not a string
    const wrong: Promise<string> = apiGet('/api/products');
    void wrong.catch(() => undefined);
  });
});

describe('apiSend', () => {
  it('sends the body as JSON and exposes field errors of a 400', async () => {
    const problem = { type: 'about:blank', title: 'Invalid input', status: 400, errors: [{ path: 'body.keys.0', message: 'A key cannot be empty' }] };
    const fetchMock = stubFetch(json(problem, 400, 'application/problem+json'));

    const error = await apiSend('POST', '/api/admin/variants/{variantId}/keys', { params: { variantId: 'v1' }, body: { keys: [' '] } }).catch((e: unknown) => e);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/variants/v1/keys');
    expect(init?.body).toBe('{"keys":[" "]}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect((error as ApiError).fieldErrors).toEqual([{ path: 'body.keys.0', message: 'A key cannot be empty' }]);
  });

  it('only accepts paths of routes with that method', () => {
    stubFetch(json({}));
    // @ts-expect-error /api/products has no POST route
    void apiSend('POST', '/api/products', {}).catch(() => undefined);
  });
});

describe('the bearer token', () => {
  it("sends the signed-in user's ID token", async () => {
    session.token = 'id-token';
    const fetchMock = stubFetch(json({ userId: 'u1', email: null, role: 'user', groups: [] }));

    await apiGet('/api/me');

    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer id-token');
  });

  it('sends no Authorization header for an anonymous visitor', async () => {
    const fetchMock = stubFetch(json({ items: [], nextCursor: null }));

    await apiGet('/api/products');

    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);
  });
});
