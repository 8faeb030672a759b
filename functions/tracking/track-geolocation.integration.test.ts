import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../lib/deps';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { useTestTable } from '../../test/integration/table';
import { ingestBatch } from './ingest-batch';

let counter = 0;
const fresh = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${++counter}`;
const print = (n: number) => n.toString(16).padStart(32, '0');

describe('the geolocation answer and session consolidation', () => {
  let deps: Deps;
  let gateway: TestGateway;
  beforeAll(async () => {
    deps = await useTestTable();
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  const geo = (body: unknown, address = '203.0.113.7', headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}/api/track/geo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'cloudfront-viewer-country': 'PT', 'cloudfront-viewer-city': 'Lisboa', 'cloudfront-viewer-address': `${address}:443`, ...headers },
      body: JSON.stringify(body),
    });
  /** A session as the consumer stores it from a device's first batch. */
  const stored = async (fingerprint: string, ip: string, options: { userId?: string; at?: number } = {}) => {
    const sessionId = fresh('sess');
    const at = options.at ?? Date.now();
    await ingestBatch(deps, {
      batch: { sessionId, batchId: fresh('batch'), sentAt: at, viewport: { width: 1280, height: 800 }, device: { fingerprint, signals: { cores: 8 } }, events: [{ type: 'page_view', at, path: '/', title: 'Home', referrer: null }] },
      receivedAt: at,
      viewer: { ip, countryCode: 'PT', city: 'Lisboa', userAgent: 'Test/1' },
      userId: options.userId ?? null,
    });
    return sessionId;
  };

  it('answers where the visitor is, and carries on the live session of the same device from the same address', async () => {
    const live = await stored(print(1), '203.0.113.7');

    const res = await geo({ sessionId: fresh('tab'), fingerprint: print(1) });

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, geolocation: { country: 'Portugal', countryCode: 'PT', region: null, city: 'Lisboa', ip: '203.0.113.7' }, sessionConsolidated: true, sessionId: live });
  });

  it.each([
    ['another address (an identical machine elsewhere)', async () => (await stored(print(2), '198.51.100.9'), print(2)), {}],
    ['a session idle for more than 30 minutes', async () => (await stored(print(3), '203.0.113.7', { at: Date.now() - 31 * 60_000 }), print(3)), {}],
    ['a signed-in visitor’s session', async () => (await stored(print(4), '203.0.113.7', { userId: fresh('usr') }), print(4)), {}],
    ['a browser sending Global Privacy Control', async () => (await stored(print(5), '203.0.113.7'), print(5)), { 'sec-gpc': '1' }],
  ])('does not consolidate with %s', async (_, setUp, headers) => {
    const fingerprint = await setUp();

    const answer = (await (await geo({ sessionId: fresh('tab'), fingerprint }, '203.0.113.7', headers)).json()) as { sessionConsolidated: boolean; sessionId?: string };

    expect(answer).toMatchObject({ sessionConsolidated: false });
    expect(answer.sessionId).toBeUndefined();
  });

  it('keeps a session that already has events of its own, and answers without a fingerprint', async () => {
    await stored(print(6), '203.0.113.7');
    const own = await stored(print(6), '203.0.113.7');

    expect(await (await geo({ sessionId: own, fingerprint: print(6) })).json()).toMatchObject({ sessionConsolidated: false });
    expect(await (await geo({ sessionId: fresh('tab') })).json()).toMatchObject({ success: true, sessionConsolidated: false });
  });

  it.each([
    ['a fingerprint that is not 32 hex characters', { sessionId: 'sess_geo_bad1', fingerprint: 'Z'.repeat(32) }],
    ['a hostile session id', { sessionId: '../../etc/passwd', fingerprint: print(7) }],
    ['unknown fields', { sessionId: 'sess_geo_bad3', userId: 'someone-else' }],
  ])('refuses %s with a 400 problem', async (_, body) => {
    const res = await geo(body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/problem\+json/);
  });
});
