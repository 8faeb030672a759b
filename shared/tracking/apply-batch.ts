import { deviceType } from './device-type';
import { serverTime } from './event-time';
import { addConversionEvent, addPageView, startJourney, type Journey } from './journey';
import { buyEvents, type TrackEvent } from './track-batch';
import type { TrackMessage } from './track-message';
import { trafficSource } from './traffic-source';

/** A visitor session as the tracking consumer keeps it (times in epoch milliseconds). */
export interface SessionState {
  sessionId: string;
  userId: string | null;
  startedAt: number;
  lastActivityAt: number;
  endedAt: number | null;
  /**
   * The tab's own clock (the events' `at`): the newest activity and the end. Whether an event came before or after the
   * session ended is read on it, not on the server's clock: each batch's events are placed on the server's clock by
   * its own arrival, and the last two beacons of a closing tab (the hidden page's flush and the unload's end) arrive in
   * either order under load, so the flush's older events used to land after the end and reopen the session.
   */
  lastClientAt: number | null;
  endedClientAt: number | null;
  events: number;
  journey: Journey;
  recentBatches: string[];
}

/** An event placed on the server's clock. */
export type TimedEvent = TrackEvent & { serverAt: number; index: number };

/** Batch ids a session remembers, enough for any retry or redelivery to arrive within. */
export const rememberedBatches = 50;

const buys = new Set<string>(buyEvents);

/** The batch's events on the server's clock, oldest first (stable for equal times). */
export function timedEvents(message: TrackMessage): TimedEvent[] {
  return message.batch.events
    .map((e, index) => ({ ...e, serverAt: serverTime(e.at, message.batch.sentAt, message.receivedAt), index }))
    .sort((a, b) => a.serverAt - b.serverAt || a.index - b.index);
}

/**
 * A session after one batch: created by its first batch (traffic source from the first page view's referrer, device
 * type from the viewport, the journey started on the first page); each later page view grows the journey, each buy
 * event is a conversion event, `session_end` ends it and later activity resumes it. A batch carrying a signed-in user
 * links the session to them, and with it every earlier event. Null when the session has already applied this batch.
 */
export function applyBatch(state: SessionState | null, message: TrackMessage, ownHost?: string): SessionState | null {
  const { batch } = message;
  if (state?.recentBatches.includes(batch.batchId)) return null;
  const events = timedEvents(message);
  const first = events[0]!;
  const landing = events.find((e) => e.type === 'page_view');
  let session: SessionState = state ?? {
    sessionId: batch.sessionId,
    userId: null,
    startedAt: first.serverAt,
    lastActivityAt: first.serverAt,
    endedAt: null,
    lastClientAt: null,
    endedClientAt: null,
    events: 0,
    journey: startJourney({
      sessionId: batch.sessionId,
      userId: message.userId,
      path: landing?.path ?? null,
      trafficSource: trafficSource(landing?.type === 'page_view' ? landing.referrer : null, ownHost),
      deviceType: deviceType(batch.viewport.width),
      browserInfo: message.viewer.userAgent ?? '',
      at: first.serverAt,
    }),
    recentBatches: [],
  };
  const started = state === null ? landing : undefined;
  let journey = session.journey;
  let endedAt = session.endedAt;
  let { lastClientAt, endedClientAt } = session;
  let lastActivityAt = session.lastActivityAt;
  for (const e of events) {
    const clientAt = Number.isFinite(e.at) ? e.at : e.serverAt;
    // The landing page arrived after the session began (batches out of order): its referrer is the traffic source.
    if (e.type === 'page_view' && journey.pagesVisited === 0) journey = { ...journey, trafficSource: trafficSource(e.referrer, ownHost) };
    if (e.type === 'page_view' && e !== started) journey = addPageView(journey, e.path, e.serverAt);
    else if (buys.has(e.type)) journey = addConversionEvent(journey, e.type, e.serverAt);
    if (e.type === 'session_end') {
      // An end the tab sent before activity already applied (its beacon came late) does not end the session.
      if (lastClientAt === null || clientAt >= lastClientAt) {
        endedAt = Math.max(endedAt ?? 0, e.serverAt);
        endedClientAt = Math.max(endedClientAt ?? clientAt, clientAt);
      }
    } else {
      // Only activity after the end on the tab's clock resumes it (a session stored before that clock: the server's).
      const afterEnd = endedClientAt !== null ? clientAt > endedClientAt : endedAt !== null && e.serverAt > endedAt;
      if (endedAt !== null && afterEnd) {
        endedAt = null;
        endedClientAt = null;
      }
      lastClientAt = Math.max(lastClientAt ?? clientAt, clientAt);
    }
    lastActivityAt = Math.max(lastActivityAt, e.serverAt);
  }
  const userId = message.userId ?? session.userId;
  session = {
    ...session,
    userId,
    startedAt: Math.min(session.startedAt, first.serverAt),
    lastActivityAt,
    endedAt,
    lastClientAt,
    endedClientAt,
    events: session.events + events.length,
    journey: { ...journey, userId },
    recentBatches: [...session.recentBatches, batch.batchId].slice(-rememberedBatches),
  };
  return session;
}

/** Seconds from the session's first event to its latest. */
export const sessionDurationSeconds = (s: Pick<SessionState, 'startedAt' | 'lastActivityAt'>) => Math.max(0, Math.round((s.lastActivityAt - s.startedAt) / 1000));
