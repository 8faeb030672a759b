import { pushCapped } from '../../../../shared/tracking/behaviour-buffers';
import { clickText } from '../../../../shared/tracking/click-text';
import { newMilestones, scrollDepthPercent } from '../../../../shared/tracking/scroll-milestones';
import type { Tracker } from './tracker';

type Point = [number, number, number];
const sampleEveryMs = 50;

/**
 * The §9 behaviour buffers and the click and scroll events, from passive listeners that do almost nothing per event:
 * mouse and scroll samples are taken at most every 50 ms; keystrokes keep when a key went down and how long it was
 * held, never which key. `snapshot` hands the buffers over for one `behaviour` event when they changed.
 */
export class BehaviourRecorder {
  private mouse: Point[] = [];
  private keystroke: [number, number][] = [];
  private scroll: [number, number][] = [];
  private touch: Point[] = [];
  private click: Point[] = [];
  private focus: ['focus' | 'blur', number][] = [];
  private orientation: [number, number][] = [];
  private changed = false;
  private lastMouse = 0;
  private lastScroll = 0;
  private keyDown = new Map<string, number>();
  private milestones = new Set<number>();

  constructor(private readonly tracker: Tracker) {}

  attach(target: Window): () => void {
    const options = { passive: true, capture: true } as const;
    const handlers: [string, (e: Event) => void][] = [
      ['mousemove', (e) => this.onMouse(e as MouseEvent)],
      ['keydown', (e) => this.onKeyDown(e as KeyboardEvent)],
      ['keyup', (e) => this.onKeyUp(e as KeyboardEvent)],
      ['scroll', () => this.onScroll()],
      ['touchstart', (e) => this.onTouch(e as TouchEvent)],
      ['click', (e) => this.onClick(e as MouseEvent)],
      ['focus', () => this.onFocus('focus')],
      ['blur', () => this.onFocus('blur')],
      ['orientationchange', () => this.onOrientation()],
    ];
    for (const [name, fn] of handlers) target.addEventListener(name, fn, options);
    return () => {
      for (const [name, fn] of handlers) target.removeEventListener(name, fn, options);
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

  private note(): void {
    this.changed = true;
    this.tracker.input();
  }

  private onMouse(e: MouseEvent): void {
    const now = Date.now();
    if (now - this.lastMouse < sampleEveryMs) return;
    this.lastMouse = now;
    this.mouse = pushCapped(this.mouse, 'mouse', [e.clientX, e.clientY, now]);
    this.note();
  }

  private onKeyDown(e: KeyboardEvent): void {
    if (!e.repeat) this.keyDown.set(e.code, Date.now());
    this.note();
  }

  private onKeyUp(e: KeyboardEvent): void {
    const down = this.keyDown.get(e.code);
    this.keyDown.delete(e.code);
    if (down === undefined) return;
    this.keystroke = pushCapped(this.keystroke, 'keystroke', [down, Math.min(60_000, Date.now() - down)]);
    this.note();
  }

  private onScroll(): void {
    const now = Date.now();
    if (now - this.lastScroll < sampleEveryMs) return;
    this.lastScroll = now;
    this.scroll = pushCapped(this.scroll, 'scroll', [scrollY, now]);
    const depth = scrollDepthPercent(scrollY, innerHeight, document.documentElement.scrollHeight);
    for (const m of newMilestones(depth, this.milestones)) {
      this.milestones.add(m);
      this.tracker.record({ type: 'scroll', depth: m });
    }
    this.note();
  }

  private onTouch(e: TouchEvent): void {
    const t = e.touches[0];
    if (t) this.touch = pushCapped(this.touch, 'touch', [t.clientX, t.clientY, Date.now()]);
    this.note();
  }

  private onClick(e: MouseEvent): void {
    this.click = pushCapped(this.click, 'click', [e.clientX, e.clientY, Date.now()]);
    const target = e.target instanceof Element ? (e.target.closest('a,button,[role="button"],label,summary') ?? e.target) : null;
    if (target) this.tracker.record({ type: 'click', selector: selectorOf(target), text: clickText(target.textContent), x: e.clientX, y: e.clientY });
    this.note();
  }

  private onFocus(kind: 'focus' | 'blur'): void {
    this.focus = pushCapped(this.focus, 'focus', [kind, Date.now()]);
    this.changed = true;
  }

  private onOrientation(): void {
    this.orientation = pushCapped(this.orientation, 'orientation', [screen.orientation?.angle ?? 0, Date.now()]);
    this.changed = true;
  }
}

/** A short CSS selector for a clicked element: its tag, id and first two classes, and its parent's tag. */
export function selectorOf(el: Element): string {
  const own = el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + [...el.classList].slice(0, 2).map((c) => `.${c}`).join('');
  const parent = el.parentElement ? `${el.parentElement.tagName.toLowerCase()} > ` : '';
  return (parent + own).slice(0, 300);
}
