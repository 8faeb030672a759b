import { clickLookBackMs, type Point } from './behaviour-samples';
import { coefficientOfVariation, gaps, mean } from './stats';

/** A pause longer than this ends a mouse stroke (samples arrive every 50–70 ms while the mouse moves). */
const strokeGapMs = 400;
const minStrokePx = 40;
/** A turn smaller than this (radians) is sampling noise, not a change of direction. */
const turnNoise = 0.1;
/** Only the fast part of a stroke is judged: near rest, a hand's tremor turns the path every way. */
const minSegmentPx = 12;

export interface MouseFeatures {
  strokes: number;
  /** Mean chord ÷ path length of the strokes: 1 is a ruler-straight move. */
  straightness: number | null;
  /** Mean coefficient of variation of speed within a stroke: a hand accelerates and brakes. */
  speedCv: number | null;
  /** Share of turns that reverse the previous one: noise added to a synthetic curve zig-zags, a hand's path bends smoothly. */
  zigzag: number | null;
}

/** Splits the mouse trail into strokes and measures their shape. */
export function mouseFeatures(mouse: readonly Point[]): MouseFeatures {
  const strokes: Point[][] = [];
  let current: Point[] = [];
  for (const p of mouse) {
    const last = current.at(-1);
    if (last && p[2] - last[2] > strokeGapMs) {
      strokes.push(current);
      current = [];
    }
    current.push(p);
  }
  strokes.push(current);
  const measured = strokes.filter((s) => s.length >= 4 && pathLength(s) >= minStrokePx);
  if (measured.length === 0) return { strokes: 0, straightness: null, speedCv: null, zigzag: null };
  const straight = measured.map((s) => Math.hypot(s.at(-1)![0] - s[0]![0], s.at(-1)![1] - s[0]![1]) / pathLength(s));
  const speedCvs = measured.map(speedCv).filter((v): v is number => v !== null);
  const turns = measured.flatMap(turnSigns);
  const reversals = turns.slice(1).filter((t, i) => t !== 0 && turns[i] !== 0 && t !== turns[i]).length;
  const judged = turns.slice(1).filter((t, i) => t !== 0 && turns[i] !== 0).length;
  return {
    strokes: measured.length,
    straightness: mean(straight),
    speedCv: speedCvs.length ? mean(speedCvs) : null,
    zigzag: judged >= 4 ? reversals / judged : null,
  };
}

const pathLength = (s: readonly Point[]) => s.slice(1).reduce((a, p, i) => a + Math.hypot(p[0] - s[i]![0], p[1] - s[i]![1]), 0);

function speedCv(s: readonly Point[]): number | null {
  const speeds = s.slice(1).map((p, i) => Math.hypot(p[0] - s[i]![0], p[1] - s[i]![1]) / Math.max(1, p[2] - s[i]![2]));
  return coefficientOfVariation(speeds, 3);
}

/** -1, 0 or 1 per bend of the stroke (0 when the bend is within noise). */
function turnSigns(s: readonly Point[]): number[] {
  const headings: number[] = [];
  for (let i = 1; i < s.length; i++) {
    const dx = s[i]![0] - s[i - 1]![0];
    const dy = s[i]![1] - s[i - 1]![1];
    if (Math.hypot(dx, dy) >= minSegmentPx) headings.push(Math.atan2(dy, dx));
  }
  return gaps(headings).map((d) => {
    const turn = Math.atan2(Math.sin(d), Math.cos(d));
    return Math.abs(turn) < turnNoise ? 0 : Math.sign(turn);
  });
}

/**
 * Share of clicks with the pointer (mouse or touch) within 60 px of them in the 1.5 s before. A script's
 * `element.click()` fires a click at (0, 0) with no pointer anywhere near; null without clicks.
 */
export function clicksWithPointer(clicks: readonly Point[], pointer: readonly Point[]): number | null {
  if (clicks.length === 0) return null;
  const near = clicks.filter(([x, y, at]) => pointer.some(([px, py, pat]) => pat <= at && at - pat <= clickLookBackMs && Math.hypot(px - x, py - y) <= 60));
  return near.length / clicks.length;
}
