import { describe, expect, it } from 'vitest';
import { heartbeatMs, inactivityMs, renewalIdleMs } from '../../../../shared/tracking/session-clock';
import { trackBatchSchema, type TrackBatch } from '../../../../shared/tracking/track-batch';
import { TrackingSessionIds, trackingSessionKey } from './session-id';
import { flushDelayMs, Tracker } from './tracker';

function harness(options: { path?: string; stored?: Map<string, string> } = {}) {
  let now = 1_750_000_000_000;
  const storage = options.stored ?? new Map<string, string>();
  const kv = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v) };
  const timers: { fn: () => void; at: number }[] = [];
  const sent: { batch: TrackBatch; final: boolean }[] = [];
  const device = { fingerprint: 'ab'.repeat(16), signals: { cores: 4 } };
  const sessions = new TrackingSessionIds(kv);
  const tracker = new Tracker(
    {
      sessions,
      send: (body, final) => sent.push({ batch: trackBatchSchema.parse(JSON.parse(body)), final }),
      now: () => now,
      viewport: () => ({ width: 1280, height: 800 }),
      device: () => device,
      schedule: (fn, ms) => timers.push({ fn, at: now + ms }),
      cancel: () => timers.splice(0),
      ignored: (p) => p.startsWith('/admin'),
    },
    () => options.path ?? '/',
  );
  const advance = (ms: number, tickEvery = 5_000) => {
    for (let passed = 0; passed < ms; passed += tickEvery) {
      now += Math.min(tickEvery, ms - passed);
      for (const t of timers.splice(0).filter((t) => t.at <= now)) t.fn();
      tracker.tick();
    }
  };
  const types = () => sent.flatMap((s) => s.batch.events.map((e) => e.type));
  return { tracker, sent, advance, types, storage, sessions, now: () => now };
}

describe('the browser tracker', () => {
  it('sends waiting events within a few seconds, in batches the route accepts, the device with the first only', () => {
    const h = harness();
    h.tracker.record({ type: 'page_view', title: 'Home', referrer: null });
    expect(h.sent).toHaveLength(0);
    h.advance(flushDelayMs);
    for (let i = 0; i < 25; i++) h.tracker.record({ type: 'scroll', depth: 25 });
    h.tracker.flush(false);
    expect(h.sent.map((s) => s.batch.events.length)).toEqual([1, 20, 5]);
    expect(h.sent.map((s) => Boolean(s.batch.device))).toEqual([true, false, false]);
    expect(new Set(h.sent.map((s) => s.batch.sessionId)).size).toBe(1);
    expect(new Set(h.sent.map((s) => s.batch.batchId)).size).toBe(3);
  });

  it('sends a heartbeat every 30 s while input keeps coming, ends after 30 min without input, and none after', () => {
    const h = harness();
    for (let i = 0; i < 4; i++) {
      h.advance(heartbeatMs / 2);
      h.tracker.input();
      h.advance(heartbeatMs / 2);
    }
    h.tracker.flush(false);
    expect(h.types().filter((t) => t === 'heartbeat')).toHaveLength(4);
    h.advance(inactivityMs + 60_000);
    h.tracker.flush(false);
    const afterEnd = h.types();
    expect(afterEnd.filter((t) => t === 'session_end')).toHaveLength(1);
    expect(afterEnd.at(-1)).toBe('session_end');
    h.advance(10 * heartbeatMs);
    h.tracker.flush(false);
    expect(h.types()).toEqual(afterEnd);
  });

  it('resumes with input after the end, under the same session id while it is under 4 h idle', () => {
    const h = harness();
    h.advance(inactivityMs + 5_000);
    h.tracker.input();
    h.advance(heartbeatMs);
    h.tracker.flush(false);
    expect(h.types().slice(-2)).toEqual(['session_end', 'heartbeat']);
    expect(new Set(h.sent.map((s) => s.batch.sessionId)).size).toBe(1);
  });

  it('writes the session’s last activity from input at the next tick, not at every input', () => {
    const h = harness();
    const stored = () => (JSON.parse(h.storage.get(trackingSessionKey)!) as { lastActivityAt: number }).lastActivityAt;
    const started = stored();
    h.advance(20_000);
    const inputAt = h.now();
    h.tracker.input(inputAt);
    expect(stored()).toBe(started);
    h.advance(5_000);
    expect(stored()).toBe(inputAt);
  });

  it('ends the session on unload and sends it as the final beacon', () => {
    const h = harness();
    h.tracker.record({ type: 'click', selector: 'button', text: 'Buy', x: 1, y: 2 });
    h.tracker.unload();
    expect(h.sent.at(-1)).toMatchObject({ final: true });
    expect(h.types()).toEqual(['click', 'session_end']);
  });

  it('records nothing on the back office pages, and nothing once the visitor declines', () => {
    const admin = harness({ path: '/admin/orders' });
    admin.tracker.record({ type: 'heartbeat' });
    admin.tracker.flush(false);
    expect(admin.sent).toEqual([]);
    const declined = harness();
    declined.tracker.record({ type: 'heartbeat' });
    declined.tracker.discard();
    declined.advance(flushDelayMs);
    expect(declined.sent).toEqual([]);
  });
});

describe('the tab tracking session id', () => {
  it('is kept across a reload, renewed after more than 4 h idle, and replaced if the stored one is not an id', () => {
    const h = harness();
    const first = h.sessions.current(h.now()).id;
    expect(new TrackingSessionIds({ getItem: (k) => h.storage.get(k) ?? null, setItem: () => {} }).current(h.now()).id).toBe(first);
    expect(h.sessions.current(h.now() + renewalIdleMs).id).toBe(first);
    expect(h.sessions.current(h.now() + renewalIdleMs + 1).id).not.toBe(first);
    const hostile = new Map([[trackingSessionKey, JSON.stringify({ id: "'; DROP--", lastActivityAt: h.now() })]]);
    expect(new TrackingSessionIds({ getItem: (k) => hostile.get(k) ?? null, setItem: () => {} }).current(h.now()).id).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
