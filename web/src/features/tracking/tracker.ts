import { heartbeatDue, inactivityEnded } from '../../../../shared/tracking/session-clock';
import type { TrackBatch, TrackDevice, TrackEvent } from '../../../../shared/tracking/track-batch';
import { maxTrackBatch } from '../../../../shared/tracking/track-limits';
import { randomTrackingId, type TrackingSessionIds } from './session-id';

/** How long events wait for company before they are sent: a batch at most every few seconds (issue 16). */
export const flushDelayMs = 5_000;

export interface TrackerDeps {
  sessions: TrackingSessionIds;
  /** Sends one batch's JSON; `final` when the page is going away (a beacon is the only thing that survives that). */
  send: (body: string, final: boolean) => void;
  now: () => number;
  viewport: () => { width: number; height: number };
  /** The device fingerprint, once computed; sent with a session's first batch. */
  device: () => TrackDevice | null;
  schedule: (fn: () => void, ms: number) => unknown;
  cancel: (handle: unknown) => void;
  /** Pages whose events are not recorded (the back office: staff at work are not visitors). */
  ignored?: (path: string) => boolean;
}

/** An event before the tracker stamps its time and page. */
export type Pending = TrackEvent extends infer E ? (E extends TrackEvent ? Omit<E, 'at' | 'path'> & { path?: string } : never) : never;

/**
 * The browser's tracking session (storefront §4, §9): events wait at most `flushDelayMs` and leave in batches of 20;
 * input keeps the session live; `tick` (every few seconds) sends a heartbeat every 30 s while it is live and ends it
 * after 30 min without input, after which no heartbeat goes until input resumes it. `hidden` sends what is waiting.
 */
export class Tracker {
  private queue: TrackEvent[] = [];
  private timer: unknown = null;
  private lastInputAt: number;
  private lastHeartbeatAt: number;
  private endedAt: number | null = null;
  /** Whether any batch of this page has been sent (a session that sent events keeps its own id). */
  sent = false;

  constructor(
    private readonly deps: TrackerDeps,
    private readonly path: () => string,
  ) {
    const now = deps.now();
    this.lastInputAt = now;
    this.lastHeartbeatAt = now;
    deps.sessions.touch(now);
  }

  get ended(): boolean {
    return this.endedAt !== null;
  }

  /** Queues an event of the current page, now (or at `at`, for one recorded before this module loaded). */
  record(event: Pending, at = this.deps.now()): void {
    const full = { path: this.path(), ...event, at } as TrackEvent;
    if (this.deps.ignored?.(full.path)) return;
    this.queue.push(full);
    if (this.queue.length >= maxTrackBatch) this.flush(false);
    else this.timer ??= this.deps.schedule(() => this.flush(false), flushDelayMs);
  }

  /**
   * Mouse, key, scroll, touch or click input: the session is live (again). Called up to 20 times a second, so it only
   * notes the time; the stored session hears of it on the next tick.
   */
  input(now = this.deps.now()): void {
    this.lastInputAt = now;
    if (this.endedAt === null) return;
    this.endedAt = null;
    this.lastHeartbeatAt = now;
    this.deps.sessions.touch(now);
  }

  /** Called every few seconds: heartbeat while live, end after 30 min without input. */
  tick(): void {
    const now = this.deps.now();
    if (this.endedAt !== null) return;
    this.deps.sessions.touch(this.lastInputAt);
    if (inactivityEnded(this.lastInputAt, now)) {
      this.endedAt = now;
      this.record({ type: 'session_end', reason: 'inactive' });
      return;
    }
    if (heartbeatDue({ endedAt: this.endedAt, lastHeartbeatAt: this.lastHeartbeatAt }, now)) {
      this.lastHeartbeatAt = now;
      this.record({ type: 'heartbeat' });
    }
  }

  /** The page is being left: the session ends, and everything waiting goes by beacon. */
  unload(): void {
    if (this.endedAt === null) {
      this.endedAt = this.deps.now();
      this.record({ type: 'session_end', reason: 'unload' });
    }
    this.flush(true);
  }

  /** Drops what is waiting, unsent: the visitor declined. */
  discard(): void {
    if (this.timer !== null) this.deps.cancel(this.timer);
    this.timer = null;
    this.queue = [];
  }

  /** Sends what is waiting, in batches of at most 20 events. */
  flush(final: boolean): void {
    if (this.timer !== null) this.deps.cancel(this.timer);
    this.timer = null;
    while (this.queue.length > 0) {
      const events = this.queue.splice(0, maxTrackBatch);
      const session = this.deps.sessions.current(this.deps.now());
      const device = session.deviceSent ? null : this.deps.device();
      const batch: TrackBatch = {
        sessionId: session.id,
        batchId: randomTrackingId(),
        sentAt: this.deps.now(),
        viewport: this.deps.viewport(),
        ...(device ? { device } : {}),
        events,
      };
      if (device) this.deps.sessions.update({ ...session, deviceSent: true });
      this.sent = true;
      this.deps.send(JSON.stringify(batch), final);
    }
  }
}
