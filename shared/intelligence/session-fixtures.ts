import type { CorrelationSession } from './correlation-input';
import type { BehaviourSessionInput, StoredTrackEvent } from './session-input';

const t0 = Date.UTC(2026, 10, 20, 18, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

/** A stored event `ms` after the fixtures' start. */
export const eventAt = (ms: number, type: string, data?: Record<string, unknown>, path = '/'): StoredTrackEvent => ({ type, at: iso(t0 + ms), path, ...(data ? { data } : {}) });

/** A behaviour snapshot holding the given buffers (the rest empty), sent `ms` after the start. */
export const behaviourAt = (ms: number, buffers: Record<string, unknown[]>): StoredTrackEvent =>
  eventAt(ms, 'behaviour', { mouse: [], keystroke: [], scroll: [], touch: [], click: [], focus: [], orientation: [], ...buffers });

/** Page views at the given offsets, each left after the next one's gap (seconds on the page). */
export function pagesAt(offsetsMs: readonly number[]): StoredTrackEvent[] {
  return offsetsMs.flatMap((ms, i) => [
    ...(i > 0 ? [eventAt(ms - 1, 'page_leave', { durationSeconds: (ms - offsetsMs[i - 1]!) / 1000 })] : []),
    eventAt(ms, 'page_view', { title: 'Page', referrer: null }, `/p/game-${i}`),
  ]);
}

/** A session for behaviour analysis, spanning its events. */
export function behaviourSession(events: StoredTrackEvent[], overrides: Partial<BehaviourSessionInput> = {}): BehaviourSessionInput {
  const times = events.map((e) => Date.parse(e.at));
  return {
    sessionId: 'session-0001',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    deviceSignals: { platform: 'Win32', touchPoints: 0, screen: '1920x1080x1', languages: 'en-GB,en', cores: 8 },
    startedAt: iso(Math.min(t0, ...times)),
    lastActivityAt: iso(Math.max(t0, ...times)),
    events,
    ...overrides,
  };
}

/** A correlation session on a home connection, `startMinutes` after the fixtures' start, lasting 20 minutes. */
export function correlationSession(overrides: Partial<CorrelationSession> & { startMinutes?: number } = {}): CorrelationSession {
  const { startMinutes = 0, ...rest } = overrides;
  return {
    sessionId: `session-${Math.random().toString(36).slice(2, 10)}`,
    userId: 'user-a',
    ip: '91.64.12.34',
    subnet: '91.64.12.0/24',
    asn: 3320,
    isMobileCarrier: false,
    isCgnat: false,
    fingerprint: '0123456789abcdef0123456789abcdef',
    deviceSignals: { timeZone: 'Europe/Berlin', languages: 'de-DE,de', screen: '2560x1440x1', cores: 8, platform: 'Win32', touchPoints: 0, memory: 8 },
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    startedAt: iso(t0 + startMinutes * 60_000),
    lastActivityAt: iso(t0 + (startMinutes + 20) * 60_000),
    pages: ['/', '/p/game-key-0001', '/p/game-key-0042'],
    behaviour: { keyHoldMeanMs: 95, keyHoldCv: 0.25, mouseSpeedCv: 0.7, mouseStraightness: 0.8, pageTimeMeanSeconds: 25, intervalCv: 1.2, touchSamples: 0, mouseSamples: 200 },
    fingerprintPopularity: 2,
    ipPopularity: 2,
    ...rest,
  };
}
