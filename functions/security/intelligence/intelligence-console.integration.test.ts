import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { BehaviourView, CorrelationView, SessionAnalytics, SessionDetailView, SessionPage, UserTimelineView } from '../../../shared/intelligence/console-views';
import { riskBand } from '../../../shared/security/risk-score';
import { useCommerce, type Commerce } from '../../../test/integration/commerce';
import type { GeneratedSession } from '../../../test/intelligence/generated-session';
import { shiftToNow, storeGeneratedSessions } from '../../../test/intelligence/store-generated';
import { generateTraffic } from '../../../test/intelligence/traffic-generator';
import { developmentProfile } from '../../../test/intelligence/traffic-profiles';
import { ingestBatch } from '../../tracking/ingest-batch';

/** A slice of labelled traffic: people with several accounts, scripted bots and ordinary shoppers, a few hundred sessions. */
function slice(): GeneratedSession[] {
  const all = generateTraffic(developmentProfile);
  const people = (kind: string, n: number) => {
    const ids = [...new Set(all.filter((g) => g.label.kind === kind).map((g) => g.label.personId))].slice(0, n);
    return all.filter((g) => ids.includes(g.label.personId));
  };
  return [...people('multi_account', 6), ...people('scripted_bot', 15), ...people('shopper', 30), ...people('household', 3)];
}

describe('the intelligence console over labelled traffic', () => {
  let shop: Commerce;
  let admin: string;
  const run = `ic${randomUUID().slice(0, 6)}`;
  const traffic = slice();
  const id = (x: string) => `${run}-${x}`;
  let shift = 0;
  const weekAgo = () => Date.now() - 7 * 86_400_000;
  /** Started within the last 7 days once moved up to now. */
  const inWeek = (g: GeneratedSession) => Date.parse(g.session.startedAt) + shift >= weekAgo();
  const get = async <T>(path: string) => {
    const res = await shop.api<T>('GET', path, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    shop = await useCommerce();
    admin = await shop.gateway.tokenFor('admin', `intel-admin-${run}`);
    // The generator's fortnight moved up to now: the 7-day window holds about half of it.
    shift = shiftToNow(traffic, Date.now());
    await storeGeneratedSessions(shop.deps, traffic, { run, shiftMs: shift });
  }, 120_000);
  afterAll(() => shop.stop());

  const ours = (page: SessionPage) => page.sessions.filter((s) => s.sessionId.startsWith(run));

  it('pages through a week of one country newest first, each session once, with nothing from elsewhere', async () => {
    const country = traffic[0]!.session.countryCode;
    const expected = traffic.filter((g) => g.session.countryCode === country && inWeek(g)).length;
    expect(expected).toBeGreaterThan(5);
    const seen: string[] = [];
    const starts: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: SessionPage = await get(`/api/admin/intelligence/sessions?range=7d&country=${country.toLowerCase()}&limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.sessions.every((s) => s.countryCode === country)).toBe(true);
      seen.push(...ours(page).map((s) => s.sessionId));
      starts.push(...page.sessions.map((s) => s.startedAt));
      cursor = page.nextCursor;
    } while (cursor && ++pages < 200);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(expected);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('pages through a busy hour without skipping a session, however the pages fall within the day', async () => {
    const base = Date.now() - 30 * 60_000;
    const busy = Array.from({ length: 45 }, (_, i) => ({
      sessionId: `${run}-busy-${String(i).padStart(2, '0')}`,
      ipAddress: `198.51.100.${10 + (i % 7)}`,
      countryCode: 'QB',
      startedAt: new Date(base + i * 20_000).toISOString(),
      lastActivityAt: new Date(base + i * 20_000 + 5_000).toISOString(),
      durationSeconds: 5,
      events: 3,
      journey: { deviceType: 'desktop', journeyPath: ['/'] },
      recentBatches: [],
      version: 1,
      expiresAt: Math.floor(Date.now() / 1000) + 86_400,
    }));
    await shop.deps.store.entities.visitorSession.put(busy).go();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: SessionPage = await get(`/api/admin/intelligence/sessions?range=1h&country=QB&limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.sessions.map((s) => s.sessionId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(busy.map((s) => s.sessionId).reverse());
  });

  it('keeps to the asked sign-in state and risk band', async () => {
    const signedIn: SessionPage = await get('/api/admin/intelligence/sessions?range=7d&auth=authenticated&limit=40');
    expect(signedIn.sessions.length).toBeGreaterThan(0);
    expect(signedIn.sessions.every((s) => s.isAuthenticated && s.userId)).toBe(true);
    const guests: SessionPage = await get('/api/admin/intelligence/sessions?range=7d&auth=anonymous&limit=40');
    expect(guests.sessions.every((s) => !s.isAuthenticated && s.userId === null)).toBe(true);
    for (const band of ['low', 'medium'] as const) {
      const page: SessionPage = await get(`/api/admin/intelligence/sessions?range=7d&risk=${band}&limit=30`);
      expect(page.sessions.every((s) => riskBand(s.riskScore) === band)).toBe(true);
    }
    // A VPN exit's sessions carry the flagged address's +20 (intelligence §9).
    const onVpn = traffic.find((g) => g.network.isVpn)!;
    const detail: SessionDetailView = await get(`/api/admin/intelligence/sessions/${id(onVpn.session.sessionId)}`);
    expect(detail.ipFlags?.isVpn).toBe(true);
    expect(detail.riskScore).toBeGreaterThanOrEqual(50);
  });

  it('lists one user’s sessions of the range from their own index, newest first, however far back the others go', async () => {
    const person = traffic.find((g) => g.label.kind === 'multi_account' && g.session.userId && inWeek(g))!;
    const user = id(person.session.userId!);
    const expected = traffic.filter((g) => g.session.userId === person.session.userId && inWeek(g)).map((g) => id(g.session.sessionId));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: SessionPage = await get(`/api/admin/intelligence/sessions?range=7d&user=${user}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.sessions.every((s) => s.userId === user)).toBe(true);
      seen.push(...page.sessions.map((s) => s.sessionId));
      cursor = page.nextCursor;
    } while (cursor);
    expect([...seen].sort()).toEqual([...expected].sort());
    const other = traffic.find((g) => g.session.countryCode !== person.session.countryCode)!.session.countryCode;
    const elsewhere: SessionPage = await get(`/api/admin/intelligence/sessions?range=7d&user=${user}&country=${other}`);
    expect(elsewhere.sessions).toEqual([]);
  });

  it('shows a session with its journey steps, its IP group and the other account on its device', async () => {
    const person = traffic.find((g) => g.label.kind === 'multi_account' && g.label.variant === 'home' && g.session.userId && inWeek(g))!;
    const detail: SessionDetailView = await get(`/api/admin/intelligence/sessions/${id(person.session.sessionId)}`);
    expect(detail).toMatchObject({ sessionId: id(person.session.sessionId), isAuthenticated: true, ipAddress: person.network.ip });
    expect(detail.journeySteps.length).toBeGreaterThan(0);
    expect(detail.journeySteps.length).toBeLessThanOrEqual(10);
    expect(detail.journeySteps[0]!.pagePath).toBe(person.session.journey.journeyPath[0]);
    const sameHome = traffic.filter((g) => g.network.ip === person.network.ip && inWeek(g)).length;
    expect(detail.ipSessionCount).toBe(Math.min(sameHome, 100));
    // At home one browser serves every account: the device links them, whenever they were used.
    const onDevice = new Set(traffic.filter((g) => g.session.fingerprint === person.session.fingerprint && g.session.userId && g.session.userId !== person.session.userId).map((g) => id(g.session.userId!)));
    expect(onDevice.size).toBeGreaterThan(0);
    expect(detail.linked).toBe(true);
    const own = new Set(traffic.filter((g) => g.label.personId === person.label.personId).map((g) => g.session.userId && id(g.session.userId)));
    expect(detail.linkedUsers.map((u) => u.userId).filter((u) => !own.has(u))).toEqual([]);
    expect(detail.linkedUsers.map((u) => u.userId)).toEqual(expect.arrayContaining([...onDevice]));
  });

  it('links a person’s accounts by correlation and lists the link on both timelines', async () => {
    const person = traffic.find((g) => g.label.kind === 'multi_account' && g.label.variant === 'home' && g.session.userId)!;
    const own = new Set(traffic.filter((g) => g.label.personId === person.label.personId).map((g) => g.session.userId).filter(Boolean).map((u) => id(u!)));
    const result: CorrelationView = await get(`/api/admin/intelligence/sessions/${id(person.session.sessionId)}/correlation`);
    expect(result.candidatesCompared).toBeGreaterThan(0);
    const linked = result.linkedUsers.filter((u) => u.maxConfidence >= 65).map((u) => u.userId);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.every((u) => own.has(u))).toBe(true);
    expect(result.linkedSessions.every((s, i, all) => i === 0 || all[i - 1]!.confidence >= s.confidence)).toBe(true);

    const timeline: UserTimelineView = await get(`/api/admin/intelligence/users/${id(person.session.userId!)}/timeline?days=30`);
    expect(timeline.userProfile.userId).toBe(id(person.session.userId!));
    expect(timeline.sessions.some((s) => s.sessionType === 'direct')).toBe(true);
    expect(timeline.sessions.filter((s) => s.sessionType === 'correlated').every((s) => s.correlation && s.correlation.confidence >= 65 && own.has(s.userId!))).toBe(true);
    expect(timeline.sessions.map((s) => s.startedAt)).toEqual(timeline.sessions.map((s) => s.startedAt).sort().reverse());
    expect(timeline.totalSessions).toBe(timeline.sessions.length);
    expect(timeline.analysisPeriodDays).toBe(30);
  });

  it('calls a scripted bot a likely bot and a shopper not, against the window’s baseline', async () => {
    const bot = traffic.find((g) => g.label.kind === 'scripted_bot' && g.events.length >= 10)!;
    const botView: BehaviourView = await get(`/api/admin/intelligence/sessions/${id(bot.session.sessionId)}/behaviour?windowHours=168`);
    expect(botView.behavioralClassification).toBe('likely_bot');
    expect(botView.botLikelihoodScore).toBeGreaterThanOrEqual(70);
    expect(botView.comparativeBaseline?.totalComparisonSessions).toBeGreaterThan(1);
    const shoppers = traffic.filter((g) => g.label.kind === 'shopper' && g.events.length >= 10).slice(0, 5);
    const views = await Promise.all(shoppers.map((s) => get<BehaviourView>(`/api/admin/intelligence/sessions/${id(s.session.sessionId)}/behaviour`)));
    expect(views.filter((v) => v.behavioralClassification === 'likely_bot').length).toBeLessThanOrEqual(1);
  });

  it('answers 404 for a session or user it does not know, and 400 for a three-letter country', async () => {
    expect((await shop.api('GET', '/api/admin/intelligence/sessions/nosuchsession/correlation', { token: admin })).status).toBe(404);
    expect((await shop.api('GET', '/api/admin/intelligence/users/nosuchuser/timeline', { token: admin })).status).toBe(404);
    const bad = await shop.api<{ detail: string }>('GET', '/api/admin/intelligence/sessions?country=DEU', { token: admin });
    expect(bad.status).toBe(400);
  });

  it('counts new sessions per country and signed-in visitor on write, for the Analytics tab', async () => {
    const before: SessionAnalytics = await get('/api/admin/intelligence/analytics?range=1h');
    const at = Date.now() - 5_000;
    for (const n of [1, 2, 3]) {
      await ingestBatch(shop.deps, {
        batch: { sessionId: `${run}-live-${n}`, batchId: `${run}-live-${n}-0`, sentAt: at, viewport: { width: 1280, height: 800 }, events: [{ type: 'page_view', at, path: '/', title: 'Home', referrer: null }] },
        receivedAt: at + 100,
        viewer: { ip: '198.51.100.77', countryCode: 'QZ', city: null, userAgent: 'Mozilla/5.0 Chrome/130.0' },
        userId: n < 3 ? `${run}-live-user-${n}` : null,
      });
    }
    const after: SessionAnalytics = await get('/api/admin/intelligence/analytics?range=1h');
    expect(after.totalSessions - before.totalSessions).toBeGreaterThanOrEqual(3);
    expect(after.uniqueUsers).toBeGreaterThanOrEqual(before.uniqueUsers + 1);
    const qz = (a: SessionAnalytics) => a.topCountries.find((c) => c.countryCode === 'QZ')?.sessions ?? 0;
    // Other files' sessions share the hour; QZ is this file's own, so its count is exact when it makes the top five.
    if (after.topCountries.some((c) => c.countryCode === 'QZ')) expect(qz(after) - qz(before)).toBe(3);
  });
});
