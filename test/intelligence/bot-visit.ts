import type { Device } from './device-pool';
import { bezierStroke, type SyntheticCursor } from './mouse-paths';
import type { Prng } from './prng';
import { PageScroll, wheelBurst } from './scrolling';
import { nextPage, productPage } from './site-map';
import type { VisitRecorder } from './visit-recorder';

/** How one bot drives the browser; each bot draws its own, so no two behave quite alike. */
export interface BotStyle {
  kind: 'scripted' | 'humanlike';
  pages: number;
  /** Seconds on a page. */
  dwell: (rng: Prng) => number;
  cursor: SyntheticCursor | null;
  /** element.click() (a click at 0,0 with no pointer), a synthetic pointer's click, or direct navigation. */
  clicks: 'element' | 'pointer' | 'none';
  scroll: 'none' | 'steps' | 'smooth' | 'wheel';
  scrollStep: number;
  typing: { hold: (rng: Prng) => number; gap: (rng: Prng) => number } | null;
  /** Product pages only (a price or stock scraper) or a shopper's mix. */
  productsOnly: boolean;
}

/** A headless script: fixed waits (plus the network's jitter), no pointer or a synthetic one, scrolls in equal steps. */
export function scriptedStyle(rng: Prng): BotStyle {
  const wait = rng.uniform(0.6, 5);
  const jitter = rng.uniform(0.01, 0.12);
  const delay = rng.pick([0, 0, 20, 50, 100]);
  return {
    kind: 'scripted',
    pages: rng.int(4, 60),
    dwell: (r) => Math.max(0.2, wait * (1 + r.normal(0, jitter))),
    cursor: rng.chance(0.25) ? { stepMs: rng.pick([10, 16, 20]), steps: [10, 25], noisePx: 0, eased: false, spread: 0 } : null,
    clicks: rng.pick(['element', 'element', 'none', 'pointer'] as const),
    scroll: rng.pick(['none', 'steps', 'steps', 'smooth'] as const),
    scrollStep: rng.pick([100, 250, 400, 600, 800]),
    typing: rng.chance(0.35) ? { hold: (r) => r.uniform(0, 2), gap: (r) => delay + r.uniform(0, 4) } : null,
    productsOnly: rng.chance(0.6),
  };
}

/**
 * A stealthy bot: a real browser's user agent and device, Bezier mouse paths (some with noise, some eased), waits
 * drawn at random, key holds at random; the best of them also draw their waits from a long-tailed law.
 */
export function humanlikeStyle(rng: Prng, expertShare: number): BotStyle {
  const expert = rng.chance(expertShare);
  const lo = rng.uniform(1.5, 6);
  const hi = lo + rng.uniform(2, 14);
  const median = rng.uniform(5, 20);
  const sigma = rng.uniform(0.55, 0.9);
  const holdLo = rng.uniform(30, 70);
  const holdHi = holdLo + rng.uniform(30, 90);
  return {
    kind: 'humanlike',
    pages: rng.int(3, 40),
    dwell: expert ? (r) => r.logNormal(median, sigma) : (r) => r.uniform(lo, hi),
    cursor: { stepMs: rng.uniform(8, 25), steps: [rng.int(15, 30), rng.int(35, 80)], noisePx: expert ? rng.uniform(0, 0.8) : rng.pick([0, 1.5, 3, 5]), eased: expert || rng.chance(0.5), spread: rng.uniform(0.05, 0.25) },
    clicks: 'pointer',
    scroll: rng.pick(['smooth', 'wheel', 'steps'] as const),
    scrollStep: rng.pick([100, 120]),
    typing: rng.chance(0.5) ? { hold: (r) => r.uniform(holdLo, holdHi), gap: (r) => r.uniform(60, 260) } : null,
    productsOnly: rng.chance(0.4),
  };
}

/** One bot visit in the style's manner. */
export function botVisit(rng: Prng, rec: VisitRecorder, style: BotStyle, device: Device): void {
  let pointer: [number, number] = [device.viewport.width / 2, device.viewport.height / 2];
  for (let i = 0; i < style.pages; i++) {
    const path = style.productsOnly ? productPage(rng) : nextPage(rng, []);
    rec.pageView(path);
    const begin = rec.t;
    const dwellMs = 1000 * style.dwell(rng);
    const page = new PageScroll(device.viewport.height * rng.uniform(1.5, 5), device.viewport.height);
    const steps = style.kind === 'humanlike' ? rng.int(1, 4) : 1;
    for (let s = 0; s < steps && rec.t - begin < dwellMs; s++) {
      if (style.cursor && !device.touch) pointer = move(rng, rec, device, style.cursor, pointer);
      if (style.scroll === 'steps') stepScroll(rng, rec, page, style);
      else if (style.scroll === 'smooth') smoothScroll(rec, page, rng.uniform(300, 1500));
      else if (style.scroll === 'wheel') wheelBurst(rng, rec, page, style.scrollStep, rng.int(2, 6));
      if (style.typing && rng.chance(0.2)) typeKeys(rng, rec, style.typing);
    }
    rec.wait(Math.max(0, begin + dwellMs - rec.t));
    if (i < style.pages - 1) {
      if (style.clicks === 'element') rec.click(0, 0, 'link');
      else if (style.clicks === 'pointer' && style.cursor) {
        pointer = move(rng, rec, device, style.cursor, pointer);
        rec.wait(style.kind === 'scripted' ? 0 : rng.uniform(40, 200));
        rec.click(pointer[0], pointer[1], 'link');
      }
    }
    rec.pageLeave((rec.t - begin) / 1000);
    rec.wait(style.kind === 'scripted' ? rng.uniform(80, 200) : rng.uniform(150, 900));
  }
}

function move(rng: Prng, rec: VisitRecorder, device: Device, cursor: SyntheticCursor, from: [number, number]): [number, number] {
  const to: [number, number] = [rng.uniform(10, device.viewport.width - 10), rng.uniform(10, device.viewport.height - 10)];
  rec.moves(bezierStroke(rng, from, to, cursor));
  return to;
}

/** `scrollBy(0, step)` in a loop: the same distance each time. */
function stepScroll(rng: Prng, rec: VisitRecorder, page: PageScroll, style: BotStyle): void {
  for (let k = rng.int(2, 6); k > 0; k--) {
    rec.wait(style.kind === 'scripted' ? 100 : rng.uniform(80, 400));
    page.moveTo(rec, page.top + style.scrollStep);
  }
}

function typeKeys(rng: Prng, rec: VisitRecorder, typing: NonNullable<BotStyle['typing']>): void {
  for (let k = rng.int(4, 12); k > 0; k--) {
    rec.key(typing.hold(rng));
    rec.wait(typing.gap(rng));
  }
}

/** `window.scrollTo({ behavior: 'smooth' })`: the browser's eased animation, reported each frame. */
function smoothScroll(rec: VisitRecorder, page: PageScroll, distance: number): void {
  const from = page.top;
  for (let t = 16; t <= 480; t += 16) {
    rec.wait(16);
    const u = t / 480;
    page.moveTo(rec, from + distance * (1 - (1 - u) ** 3));
  }
  rec.wait(60);
  page.moveTo(rec, page.top);
}
