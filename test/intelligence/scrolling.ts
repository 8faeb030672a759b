import type { Prng } from './prng';
import type { VisitRecorder } from './visit-recorder';

/** A page being read: its height, the viewport, where it is scrolled to, which milestones were logged. */
export class PageScroll {
  top = 0;
  private readonly logged = new Set<number>();

  constructor(
    readonly height: number,
    readonly viewport: number,
  ) {}

  /** Moves to `top` (clamped), sampling it and logging the 25 % milestones it passes, as the browser module does. */
  moveTo(rec: VisitRecorder, top: number): void {
    this.top = Math.max(0, Math.min(this.height - this.viewport, top));
    rec.scrollTo(this.top);
    const depth = ((this.top + this.viewport) / this.height) * 100;
    for (const m of [25, 50, 75, 100] as const) {
      if (depth >= m && !this.logged.has(m)) {
        this.logged.add(m);
        rec.scrollMilestone(m);
      }
    }
  }
}

/** A mouse wheel: notches of one size, tens of milliseconds apart; the last position is always measured. */
export function wheelBurst(rng: Prng, rec: VisitRecorder, page: PageScroll, step: number, notches: number, direction = 1): void {
  for (let i = 0; i < notches; i++) {
    rec.wait(rng.logNormal(45, 0.4));
    page.moveTo(rec, page.top + direction * step);
  }
  rec.wait(60);
  page.moveTo(rec, page.top);
}

/** A trackpad fling or a touch swipe: a push that decays, reported every frame. */
export function momentumScroll(rng: Prng, rec: VisitRecorder, page: PageScroll, speedPxPerMs: number, direction = 1): void {
  let v = speedPxPerMs;
  const tau = rng.uniform(250, 500);
  while (v > 0.05) {
    rec.wait(16);
    page.moveTo(rec, page.top + direction * v * 16);
    v *= Math.exp(-16 / tau);
  }
  rec.wait(60);
  page.moveTo(rec, page.top);
}
