import { deviceFingerprint } from '../../../../shared/tracking/device-fingerprint';
import { trackingAllowed } from '../../../../shared/tracking/consent';
import type { TrackDevice } from '../../../../shared/tracking/track-batch';
import { paths } from '@/config/paths';
import { setAnalyticsSink, trackedEvents, type TrackedEvent } from '@/lib/analytics';
import { toTrackEvent } from './analytics-bridge';
import { BehaviourRecorder } from './behaviour-recorder';
import { browserStorage } from './browser-storage';
import { showConsentNotice, storedConsent } from './consent-notice';
import { deviceSignals } from './device-signals';
import type { EarlyVisit } from './early-pages';
import { geolocate } from './geolocate';
import { linkOnSignIn } from './link-on-sign-in';
import { sendBatch } from './send-batch';
import { TrackingSessionIds } from './session-id';
import { Tracker } from './tracker';
import { pageLeave, watchPages, type PageRouter } from './watch-pages';

const tickMs = 5_000;
const behaviourEveryTicks = 6;

/**
 * Starts the visitor's tracking (issue 16): nothing for a browser sending Global Privacy Control or a visitor who
 * declined; otherwise the consent notice if they have not chosen, and from then on page views, product and buy events,
 * clicks, scroll milestones, heartbeats and the behaviour buffers, sent in small batches. Answers a stop function.
 */
export function startTracking(router: PageRouter, early: EarlyVisit | null = null): () => void {
  const local = browserStorage('localStorage');
  const visitor = { globalPrivacyControl: (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl, consent: storedConsent(local) };
  if (!trackingAllowed(visitor)) return () => {};
  const tab = browserStorage('sessionStorage');
  const sessions = new TrackingSessionIds(tab);
  let device: TrackDevice | null = null;
  const signals = deviceSignals();
  void deviceFingerprint(signals).then(async (fingerprint) => {
    // A new tab of a device with a live session carries that one on (geolocate) before the device is sent with a batch.
    await geolocate(sessions, tab, fingerprint, () => !tracker.sent);
    device = { fingerprint, signals };
  });
  const tracker = new Tracker(
    {
      sessions,
      send: sendBatch,
      now: Date.now,
      viewport: () => ({ width: Math.min(20_000, innerWidth), height: Math.min(20_000, innerHeight) }),
      device: () => device,
      schedule: (fn, ms) => setTimeout(fn, ms),
      cancel: (handle) => clearTimeout(handle as number),
      ignored: (path) => path.startsWith('/admin'),
    },
    () => location.pathname,
  );
  // What happened before this module loaded, at its own time and on its own page: pages this tab left meanwhile (in
  // this document or, carried, in earlier ones), their events, and this document's.
  for (const p of early?.pages ?? []) {
    tracker.record({ type: 'page_view', path: p.path, title: p.title, referrer: p.referrer }, p.at);
    tracker.record(pageLeave(p.path, p.at, p.leftAt), p.leftAt);
  }
  const replay = (events: readonly TrackedEvent[], referrer: string | null) => {
    for (const e of events) {
      const event = toTrackEvent(e, referrer);
      if (event) tracker.record({ ...event, ...(e.path ? { path: e.path } : {}) }, Date.parse(e.at));
    }
  };
  replay(early?.events ?? [], null);
  const behaviour = new BehaviourRecorder(tracker);
  const pages = watchPages(router, tracker, behaviour, early?.current);
  const stops: (() => void)[] = [behaviour.attach(window), pages.stop, linkOnSignIn(sessions)];
  replay(trackedEvents(), document.referrer || null);
  stops.push(
    setAnalyticsSink((e) => {
      const event = toTrackEvent(e, null);
      if (event) tracker.record(event);
    }),
  );
  let ticks = 0;
  const sendBehaviour = () => {
    const snapshot = behaviour.snapshot();
    if (snapshot) tracker.record(snapshot);
  };
  const interval = setInterval(() => {
    tracker.tick();
    if (++ticks % behaviourEveryTicks === 0 && !tracker.ended) sendBehaviour();
  }, tickMs);
  // Closing a tab fires pagehide and visibilitychange in either order (the specification's, or Chromium's on a tab
  // close): the behaviour seen so far goes before the session's end, never after it, where it would read as the
  // visitor coming back.
  const onHide = () => {
    if (document.visibilityState !== 'hidden') return;
    pages.settle();
    if (!tracker.ended) sendBehaviour();
    tracker.flush(true);
  };
  const onLeave = () => {
    pages.settle();
    if (!tracker.ended) sendBehaviour();
    tracker.unload();
  };
  document.addEventListener('visibilitychange', onHide);
  addEventListener('pagehide', onLeave);
  const stop = () => {
    clearInterval(interval);
    document.removeEventListener('visibilitychange', onHide);
    removeEventListener('pagehide', onLeave);
    for (const s of stops) s();
  };
  if (visitor.consent === null) showConsentNotice(local, paths.privacy, (choice) => {
      if (choice !== 'declined') return;
      stop();
      tracker.discard();
    });
  return stop;
}
