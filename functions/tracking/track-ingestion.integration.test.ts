import { DeleteMessageCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../lib/deps';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { sqsEvent } from '../../test/integration/sqs-event';
import { useTestTable } from '../../test/integration/table';
import { purchaseLines, stocked } from '../../test/integration/people-fixture';
import { handler } from './ingest-events';
import { services } from '../../test/integration/services';

const sqs = new SQSClient({ endpoint: services().sqsEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });

/** Takes this session's messages off the run's tracking queue (other files' messages stay for them). */
async function takeMessages(sessionId: string): Promise<string[]> {
  const queueUrl = process.env.QUEUE_URL_TRACKING!;
  const bodies = new Map<string, string>();
  for (let round = 0; round < 20; round++) {
    const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0, VisibilityTimeout: 0 }));
    const mine = Messages.filter((m) => {
      const body = JSON.parse(m.Body ?? '{}') as { batch?: { sessionId?: string }; sessionId?: string };
      return (body.batch?.sessionId ?? body.sessionId) === sessionId;
    });
    for (const m of mine) {
      bodies.set(m.MessageId!, m.Body!);
      await sqs.send(new DeleteMessageCommand({ QueueUrl: queueUrl, ReceiptHandle: m.ReceiptHandle! }));
    }
    if (Messages.length === 0) break;
  }
  return [...bodies.values()];
}

const trackingEvent = (bodies: string[]) => sqsEvent('tracking', bodies);

let counter = 0;
const fresh = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${++counter}`;

describe('tracking ingestion', () => {
  let deps: Deps;
  let gateway: TestGateway;
  beforeAll(async () => {
    deps = await useTestTable();
    gateway = await startTestGateway();
  });
  afterAll(() => gateway.close());

  const send = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}/api/track`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const batch = (sessionId: string, events: unknown[], sentAt = Date.now()) => ({ sessionId, batchId: fresh('batch'), sentAt, viewport: { width: 390, height: 844 }, events });

  it('queues a valid batch with where it came from, and the consumer stores its events and the session with its journey', async () => {
    const sessionId = fresh('sess');
    const now = Date.now();
    const first = batch(sessionId, [
      { type: 'page_view', at: now - 2_000, path: '/', title: 'NeonKeys', referrer: 'https://www.google.com/' },
      { type: 'product_view', at: now - 1_000, path: '/product/steam-wallet', productId: 'prd_steamwallet', referrer: null },
      { type: 'page_view', at: now - 1_000, path: '/product/steam-wallet', title: 'Steam Wallet', referrer: null },
    ]);
    const device = { fingerprint: '0123456789abcdef0123456789abcdef', signals: { timeZone: 'America/Sao_Paulo', screen: '390x844x3', cores: 6, touch: true } };
    const res = await send({ ...first, device }, { 'cloudfront-viewer-country': 'BR', 'cloudfront-viewer-city': 'S%C3%A3o%20Paulo', 'cloudfront-viewer-address': '198.51.100.23:443', 'user-agent': 'TestBrowser/1.0' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 3, tracked: true });

    const bodies = await takeMessages(sessionId);
    expect(bodies).toHaveLength(1);
    // Delivered twice, as SQS may: stored once.
    expect((await handler(trackingEvent([bodies[0]!, bodies[0]!]))).batchItemFailures).toEqual([]);

    const events = (await deps.store.entities.trackEvent.query.bySession({ sessionId }).go()).data;
    expect(events.map((e) => e.type)).toEqual(['page_view', 'product_view', 'page_view']);
    expect(events.every((e) => e.expiresAt > Date.now() / 1000 + 89 * 86_400)).toBe(true);
    const session = (await deps.store.entities.visitorSession.get({ sessionId }).go()).data!;
    expect(session).toMatchObject({ ipAddress: '198.51.100.23', countryCode: 'BR', city: 'São Paulo', userAgent: 'TestBrowser/1.0', events: 3, version: 1, fingerprint: device.fingerprint, deviceSignals: device.signals });
    expect(session.journey).toMatchObject({ pagesVisited: 2, journeyPath: ['/', '/product/steam-wallet'], trafficSource: 'search', deviceType: 'mobile', finalOutcome: 'browsing' });
    // The device's fingerprint record counts the new session once, though the batch came twice.
    const print = (await deps.store.entities.browserFingerprint.get({ fingerprint: device.fingerprint }).go()).data!;
    expect(print).toMatchObject({ sessionCount: 1, screen: '390x844x3', timeZone: 'America/Sao_Paulo' });
  });

  it.each([
    ['no events', { sessionId: 'sess_badbatch1', batchId: 'batch_bad00001', sentAt: 1, viewport: { width: 1, height: 1 }, events: [] }],
    ['an unknown event type', { sessionId: 'sess_badbatch2', batchId: 'batch_bad00002', sentAt: 1, viewport: { width: 1, height: 1 }, events: [{ type: 'keylog', at: 1, path: '/', key: 'a' }] }],
    ['a hostile session id', { sessionId: "'; DROP TABLE--", batchId: 'batch_bad00003', sentAt: 1, viewport: { width: 1, height: 1 }, events: [{ type: 'heartbeat', at: 1, path: '/' }] }],
    ['not an object', ['heartbeat']],
    ['a fingerprint that is not 32 hex characters', { sessionId: 'sess_badbatch4', batchId: 'batch_bad00004', sentAt: 1, viewport: { width: 1, height: 1 }, device: { fingerprint: 'x'.repeat(32), signals: {} }, events: [{ type: 'heartbeat', at: 1, path: '/' }] }],
    ['too many fingerprint signals', { sessionId: 'sess_badbatch5', batchId: 'batch_bad00005', sentAt: 1, viewport: { width: 1, height: 1 }, device: { fingerprint: 'a'.repeat(32), signals: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`s${'x'.repeat(i)}`, i])) }, events: [{ type: 'heartbeat', at: 1, path: '/' }] }],
  ])('refuses %s with a 400 problem and queues nothing', async (_, body) => {
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/problem\+json/);
    const sessionId = (body as { sessionId?: string }).sessionId;
    if (sessionId) expect(await takeMessages(sessionId)).toEqual([]);
  });

  it("ends the journey 'purchased' with the order's value when an order checked out in the session is paid, once", async () => {
    const sessionId = fresh('sess');
    await send(batch(sessionId, [{ type: 'page_view', at: Date.now(), path: '/p/people-card', title: 'People Card', referrer: null }]));
    expect((await handler(trackingEvent(await takeMessages(sessionId)))).batchItemFailures).toEqual([]);
    const { variantId } = await stocked(deps, 2, 1234);

    const orderId = await purchaseLines(deps, [{ variantId, quantity: 2 }], null, { trackingSessionId: sessionId });

    const order = (await deps.store.entities.order.get({ orderId }).go()).data!;
    const told = await takeMessages(sessionId);
    expect(told.map((b) => JSON.parse(b) as unknown)).toEqual([{ kind: 'purchase', sessionId, orderId, valueCents: order.totalCents, at: Date.parse(order.paidAt!), productId: order.items[0]!.productId }]);
    expect((await handler(trackingEvent([told[0]!, told[0]!]))).batchItemFailures).toEqual([]);
    const session = (await deps.store.entities.visitorSession.get({ sessionId }).go()).data!;
    expect(session.journey).toMatchObject({ finalOutcome: 'purchased', conversionValueCents: order.totalCents, pagesVisited: 1 });
  });

  it('records nothing for a browser that sends Global Privacy Control', async () => {
    const sessionId = fresh('sess');
    const res = await send(batch(sessionId, [{ type: 'heartbeat', at: Date.now(), path: '/' }]), { 'sec-gpc': '1' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 0, tracked: false });
    expect(await takeMessages(sessionId)).toEqual([]);
  });

  it('answers 429 with Retry-After once a session has sent its batches for the minute, and queues none past the limit', async () => {
    const sessionId = fresh('sess');
    const statuses: number[] = [];
    for (let i = 0; i < deps.config.TRACK_LIMIT_PER_SESSION_PER_MINUTE + 2; i++) {
      const res = await send(batch(sessionId, [{ type: 'heartbeat', at: Date.now(), path: '/' }]), { 'cloudfront-viewer-address': `203.0.113.${i % 200}:443` });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const accepted = statuses.filter((s) => s === 202).length;
    // A fixed window may turn over mid-run and let a few more through; never more than two windows' worth.
    expect(accepted).toBeGreaterThanOrEqual(deps.config.TRACK_LIMIT_PER_SESSION_PER_MINUTE);
    expect(statuses.at(-1) === 429 || accepted > deps.config.TRACK_LIMIT_PER_SESSION_PER_MINUTE).toBe(true);
    expect(await takeMessages(sessionId)).toHaveLength(accepted);
  });

  it('places a fast browser clock on the server clock and keeps two concurrent batches of one session', async () => {
    const sessionId = fresh('sess');
    const hourFast = Date.now() + 3_600_000;
    await send(batch(sessionId, [{ type: 'page_view', at: hourFast - 500, path: '/', title: 'Home', referrer: null }], hourFast));
    await send(batch(sessionId, [{ type: 'page_view', at: hourFast + 100, path: '/deals', title: 'Deals', referrer: null }], hourFast + 200));
    const bodies = await takeMessages(sessionId);
    await Promise.all(bodies.map((b) => handler(trackingEvent([b]))));

    const session = (await deps.store.entities.visitorSession.get({ sessionId }).go()).data!;
    expect(Date.parse(session.startedAt)).toBeLessThanOrEqual(Date.now());
    expect(session.events).toBe(2);
    expect(session.version).toBe(2);
    expect((session.journey as { pagesVisited: number }).pagesVisited).toBe(2);
  });

  describe('linking the session on sign-in', () => {
    const link = async (sessionId: string, token: string) =>
      fetch(`${gateway.url}/api/track/link`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ sessionId }) });
    const sessionsOf = async (userId: string) => (await deps.store.entities.visitorSession.query.byUser({ userId }).go()).data.map((s) => s.sessionId);

    it("makes an existing anonymous session and its earlier events the visitor's", async () => {
      const sessionId = fresh('sess');
      const userId = fresh('usr');
      await send(batch(sessionId, [{ type: 'page_view', at: Date.now(), path: '/', title: 'Home', referrer: null }]));
      await handler(trackingEvent(await takeMessages(sessionId)));
      expect(await sessionsOf(userId)).toEqual([]);

      const res = await link(sessionId, await gateway.tokenFor('user', userId));
      expect(res.status).toBe(200);

      expect(await sessionsOf(userId)).toEqual([sessionId]);
      const session = (await deps.store.entities.visitorSession.get({ sessionId }).go()).data!;
      expect(session.userId).toBe(userId);
      expect((session.journey as { userId: string }).userId).toBe(userId);
      expect((await deps.store.entities.trackEvent.query.bySession({ sessionId }).go()).data).toHaveLength(1);
    });

    it('keeps a link that arrives before the session is first stored', async () => {
      const sessionId = fresh('sess');
      const userId = fresh('usr');
      await send(batch(sessionId, [{ type: 'page_view', at: Date.now(), path: '/', title: 'Home', referrer: null }]));
      expect((await link(sessionId, await gateway.tokenFor('user', userId))).status).toBe(200);
      await handler(trackingEvent(await takeMessages(sessionId)));

      expect(await sessionsOf(userId)).toEqual([sessionId]);
    });

    it("refuses to hand one visitor's session to another account, and leaves it as it was", async () => {
      const sessionId = fresh('sess');
      const owner = fresh('usr');
      await send(batch(sessionId, [{ type: 'page_view', at: Date.now(), path: '/', title: 'Home', referrer: null }]));
      await handler(trackingEvent(await takeMessages(sessionId)));
      expect((await link(sessionId, await gateway.tokenFor('user', owner))).status).toBe(200);

      const res = await link(sessionId, await gateway.tokenFor('user', fresh('usr')));
      expect(res.status).toBe(409);
      expect(res.headers.get('content-type')).toMatch(/problem\+json/);
      expect(((await res.json()) as { detail: string }).detail).toBe('This session belongs to another account. Start a new session.');
      expect((await deps.store.entities.visitorSession.get({ sessionId }).go()).data!.userId).toBe(owner);
      // The owner signing in again on the same session is fine.
      expect((await link(sessionId, await gateway.tokenFor('user', owner))).status).toBe(200);
    });
  });
});
