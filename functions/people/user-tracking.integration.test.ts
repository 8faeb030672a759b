import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUserPage } from '../../shared/people/admin-user-views';
import { activityEventTypes, type UserActivityPage, type UserSessionsView } from '../../shared/people/user-tracking-views';
import type { TrackEvent } from '../../shared/tracking/track-batch';
import { startTestGateway, type TestGateway } from '../../test/integration/gateway';
import { signedUp } from '../../test/integration/people-fixture';
import { useTestTable } from '../../test/integration/table';
import type { Deps } from '../lib/deps';
import { ingestBatch } from '../tracking/ingest-batch';

const minute = 60_000;
let counter = 0;
const fresh = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${++counter}`;

describe("the back office's view of a user's tracking: Sessions column, Sessions and Activity tabs", () => {
  let deps: Deps;
  let gateway: TestGateway;
  let admin: string;
  const get = async <T>(path: string, token = admin) => {
    const res = await fetch(`${gateway.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as T & { detail?: string } };
  };

  /** One batch through the tracking consumer's own write path, stamped as if it arrived when it was sent. */
  const track = (sessionId: string, userId: string, sentAt: number, events: TrackEvent[], viewer: { ip: string; countryCode: string; city: string }, width = 1280) =>
    ingestBatch(deps, {
      batch: { sessionId, batchId: fresh('batch'), sentAt, viewport: { width, height: 800 }, events },
      receivedAt: sentAt,
      viewer: { ...viewer, userAgent: 'TestBrowser/1.0' },
      userId,
    });

  const noise = (at: number, path: string): TrackEvent[] => [
    { type: 'heartbeat', at, path },
    { type: 'scroll', at, path, depth: 50 },
    { type: 'page_leave', at, path, durationSeconds: 12 },
    { type: 'behaviour', at, path, mouse: [[1, 2, at]], keystroke: [], scroll: [], touch: [], click: [], focus: [], orientation: [] },
  ];

  beforeAll(async () => {
    deps = await useTestTable();
    gateway = await startTestGateway();
    await signedUp(deps, 'tracking-admin', { name: 'Tara Admin' });
    admin = await gateway.tokenFor('admin', 'tracking-admin');
  });
  afterAll(() => gateway?.close());

  describe('a visitor with 22 sessions of three activities each', () => {
    const userId = fresh('usr');
    const sessions: { sessionId: string; start: number }[] = [];
    /** Every activity sent, as [time, type, path], to compare the answer against. */
    const activities: [number, string, string][] = [];

    beforeAll(async () => {
      await signedUp(deps, userId, { name: 'Tess Tracked' });
      const base = Date.now() - 3 * 60 * minute;
      for (let i = 0; i < 22; i++) {
        const sessionId = fresh('sess');
        const start = base + i * 5 * minute;
        sessions.push({ sessionId, start });
        const events: TrackEvent[] = [
          { type: 'page_view', at: start, path: '/', title: 'Home', referrer: i % 2 ? 'https://www.google.com/' : null },
          { type: 'product_view', at: start + 10_000, path: `/product/p${i}`, productId: `prd_number${i}`, referrer: null },
          { type: 'click', at: start + 20_000, path: `/product/p${i}`, selector: 'button.buy', text: 'Buy  now', x: 1, y: 2 },
          ...noise(start + 30_000, `/product/p${i}`),
        ];
        await track(sessionId, userId, start + 30_000, events, { ip: `198.51.100.${i}`, countryCode: 'DE', city: 'Berlin' }, i === 21 ? 390 : 1280);
        activities.push([start, 'page_view', '/'], [start + 10_000, 'product_view', `/product/p${i}`], [start + 20_000, 'click', `/product/p${i}`]);
      }
      // A tab of an older session (the 20th) still in use after every other session started: its newest activity is the user's newest.
      const late = base + 22 * 5 * minute;
      await track(sessions[19]!.sessionId, userId, late, [{ type: 'buy_now', at: late, path: '/product/p19', productId: 'prd_number19', valueCents: 2599 }], { ip: '198.51.100.19', countryCode: 'DE', city: 'Berlin' });
      activities.push([late, 'buy_now', '/product/p19']);
    });

    it('lists the 20 newest sessions newest first, with their journey, place and address', async () => {
      const res = await get<UserSessionsView>(`/api/admin/users/${userId}/sessions`);

      expect(res.status).toBe(200);
      expect(res.body.items.map((s) => s.sessionId)).toEqual(sessions.slice(2).reverse().map((s) => s.sessionId));
      expect(res.body.items[0]).toMatchObject({ pagesVisited: 1, deviceType: 'mobile', trafficSource: 'search', countryCode: 'DE', city: 'Berlin', ipAddress: '198.51.100.21', outcome: 'browsing', durationSeconds: 30 });
      expect(res.body.items[1]).toMatchObject({ deviceType: 'desktop', trafficSource: 'direct', ipAddress: '198.51.100.20' });
    });

    it('lists the 50 newest activities across sessions, newest first, without heartbeats, behaviour buffers, scrolls or page leaves', async () => {
      const res = await get<UserActivityPage>(`/api/admin/users/${userId}/activity`);

      const expected = [...activities].sort((a, b) => b[0] - a[0]).slice(0, 50);
      expect(res.status).toBe(200);
      expect(res.body.items.map((a) => [Date.parse(a.at), a.type, a.path])).toEqual(expected);
      expect(res.body.items.every((a) => (activityEventTypes as readonly string[]).includes(a.type))).toBe(true);
      expect(res.body.items[0]).toMatchObject({ type: 'buy_now', sessionId: sessions[19]!.sessionId, detail: 'product prd_number19, $25.99', ipAddress: '198.51.100.19' });
      expect(res.body.items.find((a) => a.type === 'click')?.detail).toBe('“Buy now”');
      expect(new Set(res.body.items.map((a) => a.id)).size).toBe(50);
    });
  });

  it('reaches past the first page of sessions when the newest ones hold fewer than 50 activities', async () => {
    const userId = fresh('usr');
    await signedUp(deps, userId, { name: 'Sparse Sam' });
    const base = Date.now() - 2 * 60 * minute;
    for (let i = 0; i < 25; i++) {
      const at = base + i * minute;
      await track(fresh('sess'), userId, at + 1_000, [{ type: 'page_view', at, path: `/page/${i}`, title: `Page ${i}`, referrer: null }, { type: 'heartbeat', at: at + 1_000, path: `/page/${i}` }], { ip: '203.0.113.5', countryCode: 'FR', city: 'Paris' });
    }

    const res = await get<UserActivityPage>(`/api/admin/users/${userId}/activity`);

    expect(res.body.items.map((a) => a.path)).toEqual(Array.from({ length: 25 }, (_, i) => `/page/${24 - i}`));
    expect(res.body.items[0]).toMatchObject({ type: 'page_view', detail: 'Page 24' });
  });

  it('answers empty lists for a user who was never tracked', async () => {
    const userId = fresh('usr');
    await signedUp(deps, userId, { name: 'Quiet Quinn' });

    const sessions = await get<UserSessionsView>(`/api/admin/users/${userId}/sessions`);
    const activity = await get<UserActivityPage>(`/api/admin/users/${userId}/activity`);

    expect([sessions.status, sessions.body.items]).toEqual([200, []]);
    expect([activity.status, activity.body.items]).toEqual([200, []]);
  });

  it.each(['sessions', 'activity'])("answers /%s with a 404 'User not found' problem for an unknown user, and refuses employees", async (tab) => {
    const employee = await gateway.tokenFor('employee', fresh('staff'));

    const missing = await get(`/api/admin/users/nobody-here/${tab}`);
    const asEmployee = await get(`/api/admin/users/tracking-admin/${tab}`, employee);

    expect(missing).toMatchObject({ status: 404, body: { detail: 'User not found' } });
    expect(missing.type).toMatch(/problem\+json/);
    expect(asEmployee.status).toBe(403);
  });

  it("counts the Users list's and the detail's Sessions from the user's tally, 0 without one, and takes the last session as activity", async () => {
    const tallied = fresh('usr');
    const untallied = fresh('usr');
    await signedUp(deps, tallied, { name: 'Tally Tom', email: `${tallied}@example.test` });
    await signedUp(deps, untallied, { name: 'Tally Tina', email: `${untallied}@example.test` });
    const lastSessionAt = new Date(Date.now() + minute).toISOString();
    await deps.store.entities.userSessionTally.put({ userId: tallied, sessions: 7, lastSessionAt }).go();

    const list = await get<AdminUserPage>(`/api/admin/users?q=tally&limit=100`);
    const detail = await get<AdminUserDetail>(`/api/admin/users/${tallied}`);

    const rows = new Map(list.body.items.map((u) => [u.userId, u]));
    expect(rows.get(tallied)).toMatchObject({ sessions: 7, lastActivityAt: lastSessionAt });
    expect(rows.get(untallied)?.sessions).toBe(0);
    expect(detail.body).toMatchObject({ sessions: 7, lastActivityAt: lastSessionAt });
  });
});
