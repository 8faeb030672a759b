import { bufferCaps, pushCapped } from '../../../../shared/tracking/behaviour-buffers';
import { clickText } from '../../../../shared/tracking/click-text';
import { newMilestones, scrollDepthPercent } from '../../../../shared/tracking/scroll-milestones';
import { scrollProbe, type ScrollProbe } from './scroll-probe';
import type { Tracker } from './tracker';

type Point = [number, number, number];
const sampleEveryMs = 50;

/**
 * The §9 behaviour buffers and the click and scroll events, from passive listeners that do almost nothing per event:
 * mouse and scroll samples are taken at most every 50 ms; keystrokes keep when a key went down and how long it was
 * held, never which key. `snapshot` hands the buffers over for one `behaviour` event when they changed.
 */
export class BehaviourRecorder {
  private readonly mouse: Point[] = [];
  private keystroke: [number, number][] = [];
  private scroll: [number, number][] = [];
  private touch: Point[] = [];
  private click: Point[] = [];
  private focus: ['focus' | 'blur', number][] = [];
  private orientation: [number, number][] = [];
  private changed = false;
  private lastMouse = -sampleEveryMs;
  private lastScroll = -sampleEveryMs;
  private scrollBooked = false;
  private scrollTimer?: ReturnType<typeof setTimeout>;
  private keyDown = new Map<string, number>();
  private milestones = new Set<number>();

  constructor(
    private readonly tracker: Pick<Tracker, 'record' | 'input'>,
    private readonly probe: ScrollProbe = scrollProbe(),
  ) {}

  attach(target: EventTarget): () => void {
    const options = { passive: true, capture: true } as const;
    const handlers: [string, (e: never) => void][] = [
      ['mousemove', this.onMouse],
      ['scroll', this.onScroll],
      ['keydown', this.onKeyDown],
      ['keyup', this.onKeyUp],
      ['touchstart', this.onTouch],
      ['click', this.onClick],
      ['focus', this.onFocus],
      ['blur', this.onFocus],
      ['orientationchange', this.onOrientation],
    ];
    for (const [name, fn] of handlers) target.addEventListener(name, fn as EventListener, options);
    return () => {
      for (const [name, fn] of handlers) target.removeEventListener(name, fn as EventListener, options);
      clearTimeout(this.scrollTimer);
      this.probe.stop();
    };
  }

  /** A new page view: scroll milestones count again. */
  newPage(): void {
    this.milestones.clear();
  }

  /** The buffers as one `behaviour` event, or null when nothing changed since the last one. */
  snapshot() {
    if (!this.changed) return null;
    this.changed = false;
    return { type: 'behaviour' as const, mouse: [...this.mouse], keystroke: [...this.keystroke], scroll: [...this.scroll], touch: [...this.touch], click: [...this.click], focus: [...this.focus], orientation: [...this.orientation] };
  }

  private note(now: number): void {
    this.changed = true;
    this.tracker.input(now);
  }

  // Called for every mouse move (often hundreds a second): the event's own time decides before anything else is read,
  // and a sample touches as little as it can (no calls into the shared helpers).
  private readonly onMouse = (e: MouseEvent): void => {
    const at = e.timeStamp;
    if (at - this.lastMouse < sampleEveryMs) return;
    this.lastMouse = at;
    const now = Date.now();
    if (this.mouse.push([e.clientX, e.clientY, now]) > bufferCaps.mouse) this.mouse.shift();
    this.changed = true;
    this.tracker.input(now);
  };

  private readonly onKeyDown = (e: KeyboardEvent): void => {
    const now = Date.now();
    if (!e.repeat) this.keyDown.set(e.code, now);
    this.note(now);
  };

  private readonly onKeyUp = (e: KeyboardEvent): void => {
    const down = this.keyDown.get(e.code);
    this.keyDown.delete(e.code);
    if (down === undefined) return;
    const now = Date.now();
    this.keystroke = pushCapped(this.keystroke, 'keystroke', [down, Math.min(60_000, now - down)]);
    this.note(now);
  };

  /**
   * A scroll event only books a measurement (scroll-probe.ts), at least 50 ms after the previous one; a scroll's last
   * position is always measured, so the position it stopped at and its milestones are never skipped.
   */
  private readonly onScroll = (e: Event): void => {
    // Captured, so inner scrollers' events arrive too: only the document's own scrolling is sampled.
    if (this.scrollBooked || e.target !== document) return;
    this.scrollBooked = true;
    const wait = this.lastScroll + sampleEveryMs - e.timeStamp;
    this.lastScroll = e.timeStamp + Math.max(0, wait);
    if (wait > 0) this.scrollTimer = setTimeout(this.measureScroll, wait);
    else this.measureScroll();
  };

  private readonly measureScroll = (): void => this.probe.measure(this.onScrolled);

  private readonly onScrolled = (top: number, viewport: number, height: number): void => {
    this.scrollBooked = false;
    const now = Date.now();
    this.scroll = pushCapped(this.scroll, 'scroll', [top, now]);
    for (const m of newMilestones(scrollDepthPercent(top, viewport, height), this.milestones)) {
      this.milestones.add(m);
      this.tracker.record({ type: 'scroll', depth: m });
    }
    this.note(now);
  };

  private readonly onTouch = (e: TouchEvent): void => {
    const now = Date.now();
    const t = e.touches[0];
    if (t) this.touch = pushCapped(this.touch, 'touch', [t.clientX, t.clientY, now]);
    this.note(now);
  };

  private readonly onClick = (e: MouseEvent): void => {
    const now = Date.now();
    this.click = pushCapped(this.click, 'click', [e.clientX, e.clientY, now]);
    const target = e.target instanceof Element ? (e.target.closest('a,button,[role="button"],label,summary') ?? e.target) : null;
    if (target) this.tracker.record({ type: 'click', selector: selectorOf(target), text: clickText(target.textContent), x: e.clientX, y: e.clientY });
    this.note(now);
  };

  private readonly onFocus = (e: FocusEvent): void => {
    this.focus = pushCapped(this.focus, 'focus', [e.type === 'blur' ? 'blur' : 'focus', Date.now()]);
    this.changed = true;
  };

  private readonly onOrientation = (): void => {
    this.orientation = pushCapped(this.orientation, 'orientation', [screen.orientation?.angle ?? 0, Date.now()]);
    this.changed = true;
  };
}

/** A short CSS selector for a clicked element: its tag, id and first two classes, and its parent's tag. */
export function selectorOf(el: Element): string {
  const own = el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + [...el.classList].slice(0, 2).map((c) => `.${c}`).join('');
  const parent = el.parentElement ? `${el.parentElement.tagName.toLowerCase()} > ` : '';
  return (parent + own).slice(0, 300);
}
