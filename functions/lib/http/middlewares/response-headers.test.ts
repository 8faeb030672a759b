import { describe, expect, it } from 'vitest';
import { withResponseHeaders } from './response-headers';

const spa = 'https://shop.example';
const ok = { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{}' };

describe('withResponseHeaders', () => {
  it('adds the security headers and the request id to every response', () => {
    const { headers } = withResponseHeaders(ok, 'req-1', undefined, spa);

    expect(headers).toMatchObject({
      'strict-transport-security': expect.stringContaining('max-age='),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-request-id': 'req-1',
      'content-type': 'application/json',
    });
  });

  it('keeps the status and body untouched', () => {
    const response = withResponseHeaders({ ...ok, statusCode: 201, body: '{"a":1}' }, 'req-1', undefined, spa);

    expect(response).toMatchObject({ statusCode: 201, body: '{"a":1}' });
  });

  it('forbids caching unless the handler chose a policy', () => {
    const uncached = withResponseHeaders(ok, 'req-1', undefined, spa);
    const cached = withResponseHeaders({ ...ok, headers: { 'cache-control': 'public, max-age=60' } }, 'req-1', undefined, spa);

    expect(uncached.headers?.['cache-control']).toBe('no-store');
    expect(cached.headers?.['cache-control']).toBe('public, max-age=60');
  });

  it('does not let a handler replace the request id', () => {
    const response = withResponseHeaders({ ...ok, headers: { 'x-request-id': 'spoofed' } }, 'req-1', undefined, spa);

    expect(response.headers?.['x-request-id']).toBe('req-1');
  });

  it('allows the SPA origin with credentials and exposes the request id', () => {
    const { headers } = withResponseHeaders(ok, 'req-1', spa, spa);

    expect(headers).toMatchObject({
      'access-control-allow-origin': spa,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'x-request-id',
      vary: 'Origin',
    });
  });

  it.each([
    ['another site', 'https://evil.example'],
    ['a look-alike subdomain', 'https://shop.example.evil.example'],
    ['the SPA host over plain http', 'http://shop.example'],
    ['no origin at all', undefined],
  ])('sends no CORS headers to %s', (_case, origin) => {
    const { headers } = withResponseHeaders(ok, 'req-1', origin, spa);

    expect(Object.keys(headers ?? {}).filter((name) => name.startsWith('access-control-'))).toEqual([]);
  });
});
