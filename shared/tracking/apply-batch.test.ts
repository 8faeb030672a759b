import { describe, expect, it } from 'vitest';
import { applyBatch, rememberedBatches, sessionDurationSeconds } from './apply-batch';
import type { TrackEvent } from './track-batch';
import type { TrackMessage } from './track-message';

const t0 = Date.parse('2026-11-24T12:00:00Z');
let batchNo = 0;
const message = (events: TrackEvent[], more: Partial<TrackMessage> = {}, sentAt = t0 + 60_000): TrackMessage => ({
  batch: { sessionId: 'sess_0123456789', batchId: `batch_${String(++batchNo).padStart(8, '0')}`, sentAt, viewport: { width: 390, height: 844 }, events },
  receivedAt: sentAt,
  viewer: { ip: '198.51.100.7', countryCode: 'BR', city: 'São Paulo', userAgent: 'Mozilla/5.0 Chrome/130' },
  userId: null,
  ...more,
});
const page = (path: string, at: number, referrer: string | null = null): TrackEvent => ({ type: 'page_view', at, path, title: path, referrer });

describe('a session after each batch', () => {
  it('starts with its first batch: landing page, traffic source, device type, one page', () => {
    const s = applyBatch(null, message([page('/', t0, 'https://www.google.com/'), { type: 'heartbeat', at: t0 + 30_000, path: '/' }]))!;
    expect(s).toMatchObject({ userId: null, startedAt: t0, lastActivityAt: t0 + 30_000, endedAt: null, events: 2 });
    expect(s.journey).toMatchObject({ pagesVisited: 1, journeyPath: ['/'], trafficSource: 'search', deviceType: 'mobile', finalOutcome: 'browsing', browserInfo: 'Mozilla/5.0 Chrome/130' });
    expect(sessionDurationSeconds(s)).toBe(30);
  });

  it('takes the landing page and its traffic source from a later batch when a batch without page views arrived first', () => {
    const closing = applyBatch(null, message([{ type: 'session_end', at: t0 + 40_000, path: '/p/steam-wallet', reason: 'unload' }]))!;
    expect(closing.journey).toMatchObject({ pagesVisited: 0, journeyPath: [] });
    const s = applyBatch(closing, message([page('/', t0, 'https://www.facebook.com/'), page('/p/steam-wallet', t0 + 20_000)]))!;
    expect(s.journey).toMatchObject({ pagesVisited: 2, journeyPath: ['/', '/p/steam-wallet'], trafficSource: 'social' });
    expect(s).toMatchObject({ startedAt: t0, endedAt: t0 + 40_000 });
  });

  it('grows the journey by one page per later page view and notes buy events', () => {
    const first = applyBatch(null, message([page('/', t0)]))!;
    const s = applyBatch(first, message([page('/search?q=steam', t0 + 10_000), page('/product/steam-wallet', t0 + 20_000), { type: 'buy_now', at: t0 + 25_000, path: '/product/steam-wallet' }]))!;
    expect(s.journey).toMatchObject({ pagesVisited: 3, journeyPath: ['/', '/search?q=steam', '/product/steam-wallet'], conversionEvents: ['buy_now'] });
  });

  it('applies a batch once, however often it arrives', () => {
    const first = applyBatch(null, message([page('/', t0)]))!;
    const again = message([page('/deals', t0 + 5_000)]);
    const once = applyBatch(first, again)!;
    expect(applyBatch(once, again)).toBeNull();
    expect(once.journey.pagesVisited).toBe(2);
  });

  it('forgets all but the newest batch ids', () => {
    let s = applyBatch(null, message([page('/', t0)]))!;
    for (let i = 0; i < rememberedBatches + 10; i++) s = applyBatch(s, message([{ type: 'heartbeat', at: t0 + i, path: '/' }]))!;
    expect(s.recentBatches).toHaveLength(rememberedBatches);
  });

  it('links the session and its journey to the visitor who signs in, and keeps the link after', () => {
    const anonymous = applyBatch(null, message([page('/', t0)]))!;
    const signedIn = applyBatch(anonymous, message([page('/account', t0 + 5_000)], { userId: 'usr_1' }))!;
    const later = applyBatch(signedIn, message([{ type: 'heartbeat', at: t0 + 35_000, path: '/account' }]))!;
    expect([signedIn.userId, signedIn.journey.userId, later.userId]).toEqual(['usr_1', 'usr_1', 'usr_1']);
  });

  it('ends on session_end and resumes when later activity arrives', () => {
    const s = applyBatch(null, message([page('/', t0), { type: 'session_end', at: t0 + 1_800_000, path: '/', reason: 'inactive' }], {}, t0 + 1_800_000))!;
    expect(s.endedAt).toBe(t0 + 1_800_000);
    const resumed = applyBatch(s, message([page('/deals', t0 + 1_900_000)], {}, t0 + 1_900_000))!;
    expect(resumed.endedAt).toBeNull();
  });

  it('stays ended when the closing tab\'s last flush arrives after its end, however late', () => {
    const open = applyBatch(null, message([page('/', t0)], {}, t0))!;
    const end = message([{ type: 'session_end', at: t0 + 11_000, path: '/', reason: 'unload' }], {}, t0 + 11_000);
    const flush = message([{ type: 'heartbeat', at: t0 + 10_000, path: '/' }], {}, t0 + 10_000);
    const ended = applyBatch(open, { ...end, receivedAt: t0 + 11_005 })!;
    const late = applyBatch(ended, { ...flush, receivedAt: t0 + 12_500 })!;
    expect(late.endedAt).toBe(t0 + 11_005);
    expect(late.lastActivityAt).toBeGreaterThan(late.endedAt!);
  });

  it('is not ended by an end its tab sent before activity already applied, and resumes only on activity after the end', () => {
    const open = applyBatch(null, message([page('/', t0)], {}, t0))!;
    const later = applyBatch(open, message([page('/deals', t0 + 100_000)], {}, t0 + 100_000))!;
    const staleEnd = applyBatch(later, message([{ type: 'session_end', at: t0 + 50_000, path: '/', reason: 'unload' }], {}, t0 + 50_000))!;
    expect(staleEnd.endedAt).toBeNull();
    const ended = applyBatch(staleEnd, message([{ type: 'session_end', at: t0 + 200_000, path: '/deals', reason: 'unload' }], {}, t0 + 200_000))!;
    expect(ended.endedAt).toBe(t0 + 200_000);
    expect(applyBatch(ended, message([page('/cart', t0 + 260_000)], {}, t0 + 260_000))!.endedAt).toBeNull();
  });

  it('reads a session stored before the tab\'s clock was kept on the server\'s clock', () => {
    const legacy = { ...applyBatch(null, message([page('/', t0), { type: 'session_end', at: t0 + 5_000, path: '/', reason: 'unload' }], {}, t0 + 5_000))!, lastClientAt: null, endedClientAt: null };
    expect(applyBatch(legacy, message([page('/x', t0 + 1_000)], {}, t0 + 1_000))!.endedAt).toBe(t0 + 5_000);
    expect(applyBatch(legacy, message([page('/y', t0 + 9_000)], {}, t0 + 9_000))!.endedAt).toBeNull();
  });

  it("places events on the server's clock when the browser's is wrong", () => {
    const hourFast = 3_600_000;
    const s = applyBatch(null, { ...message([page('/', t0 + hourFast)], {}, t0 + hourFast + 1_000), receivedAt: t0 + 1_000 })!;
    expect(s.startedAt).toBe(t0);
  });

  it('counts direct traffic and a desktop when the first page has no referrer on a wide screen', () => {
    const m = message([page('/', t0)]);
    const s = applyBatch(null, { ...m, batch: { ...m.batch, viewport: { width: 1440, height: 900 } } })!;
    expect(s.journey).toMatchObject({ trafficSource: 'direct', deviceType: 'desktop' });
  });
});
