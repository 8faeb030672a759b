import type { StoredTrackEvent } from '../../shared/intelligence/session-input';
import { bufferCaps } from '../../shared/tracking/behaviour-buffers';
import type { RawMove } from './mouse-paths';

type Buffers = {
  mouse: [number, number, number][];
  keystroke: [number, number][];
  scroll: [number, number][];
  touch: [number, number, number][];
  click: [number, number, number][];
  focus: ['focus' | 'blur', number][];
  orientation: [number, number][];
};

const snapshotEveryMs = 30_000;
const sampleEveryMs = 50;

/**
 * What the browser module (web/src/features/tracking/) would have stored for a visit: events at the server's time,
 * behaviour buffers in the browser's clock, capped as §9 says, the mouse and scroll sampled at most every 50 ms, and the
 * whole buffers sent every 30 s when they changed (so samples repeat across snapshots, as in production).
 */
export class VisitRecorder {
  readonly events: StoredTrackEvent[] = [];
  private readonly buffers: Buffers = { mouse: [], keystroke: [], scroll: [], touch: [], click: [], focus: [], orientation: [] };
  private changed = false;
  private inputSinceTick = false;
  private nextTick: number;
  private lastMouse = -Infinity;
  private lastScroll = -Infinity;
  private path = '/';
  readonly startedAt: number;

  constructor(
    public t: number,
    private readonly skewMs: number,
  ) {
    this.startedAt = t;
    this.nextTick = t + snapshotEveryMs;
  }

  get lastActivityAt(): number {
    return this.events.length ? Date.parse(this.events.at(-1)!.at) : this.startedAt;
  }

  /** Lets time pass, sending the 30 s snapshot and heartbeat on the way. */
  wait(ms: number): void {
    const until = this.t + Math.max(0, ms);
    while (this.nextTick <= until) {
      this.t = this.nextTick;
      if (this.changed) this.emit('behaviour', this.copyBuffers());
      if (this.inputSinceTick) this.emit('heartbeat');
      this.changed = false;
      this.inputSinceTick = false;
      this.nextTick += snapshotEveryMs;
    }
    this.t = until;
  }

  // Samples are never changed once pushed, so the arrays are copied and the tuples shared.
  private copyBuffers(): Record<string, unknown> {
    return Object.fromEntries(Object.entries(this.buffers).map(([k, v]) => [k, [...v]]));
  }

  private emit(type: string, data?: Record<string, unknown>): void {
    this.events.push({ type, at: new Date(Math.round(this.t)).toISOString(), path: this.path, ...(data ? { data } : {}) });
  }

  private push<K extends keyof Buffers>(kind: K, sample: Buffers[K][number]): void {
    const buffer = this.buffers[kind] as Buffers[K][number][];
    buffer.push(sample);
    if (buffer.length > bufferCaps[kind]) buffer.shift();
    this.changed = true;
    if (kind !== 'focus' && kind !== 'orientation') this.inputSinceTick = true;
  }

  private get clientNow(): number {
    return Math.round(this.t + this.skewMs);
  }

  pageView(path: string, referrer: string | null = null): void {
    this.path = path;
    this.emit('page_view', { title: `NeonKeys ${path}`, referrer });
    const product = /^\/p\/([a-z0-9-]{8,})/.exec(path);
    if (product) this.emit('product_view', { productId: product[1], referrer });
  }

  pageLeave(seconds: number): void {
    this.emit('page_leave', { durationSeconds: Math.round(seconds * 10) / 10 });
  }

  buy(type: 'add_to_cart' | 'buy_now' | 'preorder_click'): void {
    this.emit(type, {});
  }

  scrollMilestone(depth: 25 | 50 | 75 | 100): void {
    this.emit('scroll', { depth });
  }

  /** A click: the buffer's point and the click event with its short selector. */
  click(x: number, y: number, text = 'Buy now'): void {
    this.push('click', [Math.round(x), Math.round(y), this.clientNow]);
    this.emit('click', { selector: 'button.btn', text, x: Math.round(x), y: Math.round(y) });
  }

  /** Replays raw mouse events of a stroke, letting time pass; samples taken as the 50 ms throttle allows. */
  moves(stroke: readonly RawMove[]): void {
    const begin = this.t;
    for (const [x, y, dt] of stroke) {
      this.wait(begin + dt - this.t);
      if (this.t - this.lastMouse < sampleEveryMs) continue;
      this.lastMouse = this.t;
      this.push('mouse', [Math.round(x), Math.round(y), this.clientNow]);
    }
  }

  touch(x: number, y: number): void {
    this.push('touch', [Math.round(x), Math.round(y), this.clientNow]);
  }

  /** A scroll position as the probe measures it, at most every 50 ms. */
  scrollTo(top: number): void {
    if (this.t - this.lastScroll < sampleEveryMs) return;
    this.lastScroll = this.t;
    this.push('scroll', [Math.round(top), this.clientNow]);
  }

  key(heldMs: number): void {
    this.push('keystroke', [this.clientNow, Math.round(heldMs)]);
  }

  focus(kind: 'focus' | 'blur'): void {
    this.push('focus', [kind, this.clientNow]);
  }

  /** Ends the visit: the last buffers go with the unload beacon. */
  end(): void {
    if (this.changed) this.emit('behaviour', this.copyBuffers());
    this.emit('session_end', { reason: 'unload' });
  }
}
