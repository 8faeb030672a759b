import { describe, expect, it } from 'vitest';
import { applyBatch, timedEvents } from './apply-batch';
import type { TrackEvent } from './track-batch';
import type { TrackMessage } from './track-message';
import { trafficTally } from './traffic-tally';

const t0 = Date.parse('2026-11-24T20:59:50Z');
const message = (batchId: string, events: TrackEvent[], userId: string | null = null): TrackMessage => ({
  batch: { sessionId: 'sess_tally001', batchId, sentAt: events.at(-1)!.at, viewport: { width: 1280, height: 800 }, events },
  receivedAt: events.at(-1)!.at,
  viewer: { ip: null, countryCode: null, city: null, userAgent: null },
  userId,
});

describe('what one batch adds to the traffic counters', () => {
  const first = message('batch_tally001', [
    { type: 'page_view', at: t0, path: '/', title: 'Home', referrer: null },
    { type: 'product_view', at: t0 + 5_000, path: '/product/a', productId: 'prd_aaaaaaaa', referrer: null },
    { type: 'page_view', at: t0 + 5_000, path: '/product/a', title: 'A', referrer: null },
    { type: 'page_leave', at: t0 + 15_000, path: '/product/a', durationSeconds: 10.4 },
  ]);
  const s1 = applyBatch(null, first)!;
  const tally1 = trafficTally(null, s1, timedEvents(first), null, first.batch.batchId);

  it('splits the counts by the hour each event fell in, and starts the session in its first hour', () => {
    expect(tally1.hours).toEqual([
      { hour: '2026-11-24T20', events: 3, pageViews: 2, productViews: 1, sessionsStarted: 1, sessionSeconds: 0 },
      { hour: '2026-11-24T21', events: 1, pageViews: 0, productViews: 0, sessionsStarted: 0, sessionSeconds: 15 },
    ]);
  });

  it("gives a product page's leave time to the product viewed on that page", () => {
    expect(tally1.products).toEqual([{ day: '2026-11-24', productId: 'prd_aaaaaaaa', views: 1, viewSeconds: 10, timedViews: 1 }]);
    expect(tally1.lastProduct).toBeNull();
    expect(tally1.recentView).toEqual({ productId: 'prd_aaaaaaaa', at: t0 + 5_000, key: 'batch_tally001#1' });
  });

  it('counts a new session active in every hour it touched, and a known one only in hours it had not reached', () => {
    expect(tally1.activeHours).toEqual(['2026-11-24T20', '2026-11-24T21']);
    const later = message('batch_tally002', [{ type: 'click', at: t0 + 60_000, path: '/', selector: 'a', text: 'x', x: 0, y: 0 }]);
    const s2 = applyBatch(s1, later)!;
    const tally2 = trafficTally(s1, s2, timedEvents(later), tally1.lastProduct, 'batch_tally002');
    expect(tally2.activeHours).toEqual([]);
    expect(tally2.hours).toEqual([{ hour: '2026-11-24T21', events: 1, pageViews: 0, productViews: 0, sessionsStarted: 0, sessionSeconds: 45 }]);
  });

  it('keeps the product page open across batches until its leave arrives', () => {
    const view = message('batch_tally003', [{ type: 'product_view', at: t0 + 70_000, path: '/product/b', productId: 'prd_bbbbbbbb', referrer: null }]);
    const s2 = applyBatch(s1, view)!;
    const tally2 = trafficTally(s1, s2, timedEvents(view), null, 'batch_tally003');
    expect(tally2.lastProduct).toEqual({ path: '/product/b', productId: 'prd_bbbbbbbb' });
    const leave = message('batch_tally004', [{ type: 'page_leave', at: t0 + 100_000, path: '/product/b', durationSeconds: 30 }]);
    const tally3 = trafficTally(s2, applyBatch(s2, leave)!, timedEvents(leave), tally2.lastProduct, 'batch_tally004');
    expect(tally3.products).toEqual([{ day: '2026-11-24', productId: 'prd_bbbbbbbb', views: 0, viewSeconds: 30, timedViews: 1 }]);
  });

  it('counts a session for its user once, when a user first owns it, and counts the signed-in visitor active again', () => {
    expect(tally1.newlyLinkedUser).toBeNull();
    const signedIn = message('batch_tally005', [{ type: 'heartbeat', at: t0 + 80_000, path: '/' }], 'user_tally');
    const s2 = applyBatch(s1, signedIn)!;
    const tally2 = trafficTally(s1, s2, timedEvents(signedIn), null, 'batch_tally005');
    expect(tally2.newlyLinkedUser).toBe('user_tally');
    expect(tally2.activeHours).toEqual(['2026-11-24T21']);
    const again = message('batch_tally006', [{ type: 'heartbeat', at: t0 + 110_000, path: '/' }], 'user_tally');
    expect(trafficTally(s2, applyBatch(s2, again)!, timedEvents(again), null, 'batch_tally006').newlyLinkedUser).toBeNull();
  });
});
