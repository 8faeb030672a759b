import type { Prng } from './prng';

/** A raw pointer event: where, and when (ms since the stroke began). */
export type RawMove = [x: number, y: number, dt: number];

/** How a person moves a mouse: Fitts' law timing, how much their path bows, how often they overshoot, their tremor. */
export interface HandTraits {
  fittsA: number;
  fittsB: number;
  bow: number;
  overshoot: number;
  tremorPx: number;
}

const minimumJerk = (t: number) => 10 * t ** 3 - 15 * t ** 4 + 6 * t ** 5;

/** Raw events every 7–17 ms, as a browser reports a moving mouse. */
function eventTimes(rng: Prng, durationMs: number): number[] {
  const times: number[] = [];
  for (let t = rng.uniform(0, 8); t < durationMs; t += rng.uniform(7, 17)) times.push(t);
  times.push(durationMs);
  return times;
}

function submovement(rng: Prng, from: [number, number], to: [number, number], hand: HandTraits, start: number, out: RawMove[]): number {
  const d = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const duration = 1000 * (hand.fittsA + hand.fittsB * Math.log2(1 + d / 20)) * rng.uniform(0.85, 1.2);
  const bow = rng.normal(hand.bow, Math.abs(hand.bow) * 0.5 + 0.02) * d;
  const [nx, ny] = d > 0 ? [-(to[1] - from[1]) / d, (to[0] - from[0]) / d] : [0, 0];
  for (const t of eventTimes(rng, duration)) {
    const s = minimumJerk(t / duration);
    const off = bow * Math.sin(Math.PI * s);
    out.push([from[0] + (to[0] - from[0]) * s + nx * off + rng.normal(0, hand.tremorPx), from[1] + (to[1] - from[1]) * s + ny * off + rng.normal(0, hand.tremorPx), start + t]);
  }
  return start + duration;
}

/** A hand's stroke: a bowed minimum-jerk movement, sometimes past the target and back in a small correction. */
export function humanStroke(rng: Prng, from: [number, number], to: [number, number], hand: HandTraits): RawMove[] {
  const out: RawMove[] = [];
  if (rng.chance(hand.overshoot)) {
    const k = rng.uniform(1.04, 1.12);
    const past: [number, number] = [from[0] + (to[0] - from[0]) * k + rng.normal(0, 4), from[1] + (to[1] - from[1]) * k + rng.normal(0, 4)];
    const end = submovement(rng, from, past, hand, 0, out);
    submovement(rng, past, to, hand, end + rng.uniform(30, 120), out);
  } else submovement(rng, from, to, hand, 0, out);
  return out;
}

/** How a bot library draws a path: a cubic Bezier walked in equal steps, with optional easing and per-point noise. */
export interface SyntheticCursor {
  stepMs: number;
  steps: [number, number];
  noisePx: number;
  eased: boolean;
  spread: number;
}

/** A synthetic stroke, as ghost-cursor-like libraries make them. */
export function bezierStroke(rng: Prng, from: [number, number], to: [number, number], cursor: SyntheticCursor): RawMove[] {
  const d = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const c1: [number, number] = [from[0] + (to[0] - from[0]) * 0.3 + rng.normal(0, cursor.spread * d), from[1] + (to[1] - from[1]) * 0.3 + rng.normal(0, cursor.spread * d)];
  const c2: [number, number] = [from[0] + (to[0] - from[0]) * 0.7 + rng.normal(0, cursor.spread * d), from[1] + (to[1] - from[1]) * 0.7 + rng.normal(0, cursor.spread * d)];
  const n = rng.int(cursor.steps[0], cursor.steps[1]);
  const out: RawMove[] = [];
  for (let i = 1; i <= n; i++) {
    const u = i / n;
    const t = cursor.eased ? (1 - Math.cos(Math.PI * u)) / 2 : u;
    const b = (p: number, q0: number, q1: number, q2: number) => (1 - t) ** 3 * p + 3 * (1 - t) ** 2 * t * q0 + 3 * (1 - t) * t ** 2 * q1 + t ** 3 * q2;
    const noise = i === n ? 0 : cursor.noisePx;
    out.push([b(from[0], c1[0], c2[0], to[0]) + rng.normal(0, noise), b(from[1], c1[1], c2[1], to[1]) + rng.normal(0, noise), i * cursor.stepMs]);
  }
  return out;
}
