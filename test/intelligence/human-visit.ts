import type { Device } from './device-pool';
import { humanStroke, type HandTraits } from './mouse-paths';
import type { Prng } from './prng';
import { PageScroll, momentumScroll, wheelBurst } from './scrolling';
import { nextPage } from './site-map';
import type { VisitRecorder } from './visit-recorder';

/** What stays the same about a person from one visit (and one account) to the next. */
export interface PersonTraits {
  hand: HandTraits;
  holdMedianMs: number;
  holdSigma: number;
  keyGapMedianMs: number;
  dwellMedianS: number;
  dwellSigma: number;
  pauseMedianS: number;
  wheelStep: number;
  trackpad: boolean;
  pagesMedian: number;
  favourites: string[];
}

/** Ranges people's traits are drawn from; the evaluation seed draws from different ones. */
export interface TraitRanges {
  dwellMedianS: [number, number];
  dwellSigma: [number, number];
  holdMedianMs: [number, number];
  pagesMedian: [number, number];
}

export function personTraits(rng: Prng, ranges: TraitRanges, favourites: string[]): PersonTraits {
  return {
    hand: { fittsA: rng.uniform(0.08, 0.2), fittsB: rng.uniform(0.08, 0.16), bow: rng.normal(0, 0.07), overshoot: rng.uniform(0.1, 0.45), tremorPx: rng.uniform(0.3, 1.2) },
    holdMedianMs: rng.uniform(...ranges.holdMedianMs),
    holdSigma: rng.uniform(0.18, 0.4),
    keyGapMedianMs: rng.uniform(110, 300),
    dwellMedianS: rng.uniform(...ranges.dwellMedianS),
    dwellSigma: rng.uniform(...ranges.dwellSigma),
    pauseMedianS: rng.uniform(0.6, 2.5),
    wheelStep: rng.pick([100, 100, 120, 53]),
    trackpad: rng.chance(0.35),
    pagesMedian: rng.uniform(...ranges.pagesMedian),
    favourites,
  };
}

/** One person's visit: pages read for a long-tailed time, pointer strokes with pauses, scrolling, some typing. */
export function humanVisit(rng: Prng, rec: VisitRecorder, person: PersonTraits, device: Device, referrer: string | null): void {
  const pages = Math.min(30, Math.max(1, Math.round(rng.logNormal(person.pagesMedian, 0.7))));
  let pointer: [number, number] = [rng.uniform(0, device.viewport.width), rng.uniform(0, device.viewport.height)];
  let path = rng.chance(0.4) ? '/' : nextPage(rng, person.favourites);
  for (let i = 0; i < pages; i++) {
    rec.pageView(path, i === 0 ? referrer : null);
    const begin = rec.t;
    const dwellMs = 1000 * Math.min(900, Math.max(1.2, rng.logNormal(person.dwellMedianS, person.dwellSigma)));
    const page = new PageScroll(device.viewport.height * rng.uniform(1.3, 6), device.viewport.height);
    while (rec.t - begin < dwellMs) {
      const action = rng.weighted([3, 3, 2, 0.3, 0.15]);
      if (action === 0) rec.wait(1000 * rng.logNormal(person.pauseMedianS, 0.9));
      else if (action === 1) pointer = point(rng, rec, device, person, pointer, false);
      else if (action === 2) scroll(rng, rec, page, device, person);
      else if (action === 3) type(rng, rec, person);
      else {
        rec.focus('blur');
        rec.wait(1000 * rng.logNormal(20, 1));
        rec.focus('focus');
      }
    }
    if (path.startsWith('/p/') && rng.chance(0.12)) {
      pointer = point(rng, rec, device, person, pointer, true, 'Add to cart');
      rec.buy('add_to_cart');
    }
    if (i < pages - 1) pointer = point(rng, rec, device, person, pointer, true, 'link');
    rec.pageLeave((rec.t - begin) / 1000);
    path = nextPage(rng, person.favourites);
    rec.wait(rng.logNormal(350, 0.5));
  }
}

function point(rng: Prng, rec: VisitRecorder, device: Device, person: PersonTraits, from: [number, number], click: boolean, text = 'link'): [number, number] {
  const to: [number, number] = [rng.uniform(10, device.viewport.width - 10), rng.uniform(10, device.viewport.height - 10)];
  if (device.touch) {
    if (!click) return from;
    rec.wait(rng.logNormal(400, 0.6));
    rec.touch(to[0], to[1]);
    rec.wait(rng.uniform(60, 160));
    rec.click(to[0] + rng.normal(0, 1), to[1] + rng.normal(0, 1), text);
    return to;
  }
  rec.moves(humanStroke(rng, from, to, person.hand));
  if (click) {
    rec.wait(rng.logNormal(180, 0.5));
    rec.click(to[0], to[1], text);
  }
  return to;
}

function scroll(rng: Prng, rec: VisitRecorder, page: PageScroll, device: Device, person: PersonTraits): void {
  const direction = rng.chance(0.8) ? 1 : -1;
  if (device.touch) {
    rec.touch(rng.uniform(50, device.viewport.width - 50), rng.uniform(200, device.viewport.height - 100));
    momentumScroll(rng, rec, page, rng.uniform(0.6, 3.5), direction);
  } else if (person.trackpad) momentumScroll(rng, rec, page, rng.uniform(0.4, 2.5), direction);
  else wheelBurst(rng, rec, page, person.wheelStep, rng.int(1, 7), direction);
}

function type(rng: Prng, rec: VisitRecorder, person: PersonTraits): void {
  const keys = rng.int(3, 14);
  for (let k = 0; k < keys; k++) {
    rec.key(rng.logNormal(person.holdMedianMs, person.holdSigma));
    rec.wait(rng.logNormal(person.keyGapMedianMs, 0.45));
  }
}
