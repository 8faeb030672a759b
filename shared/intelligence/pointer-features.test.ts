import { describe, expect, it } from 'vitest';
import type { Point } from './behaviour-samples';
import { clicksWithPointer, mouseFeatures } from './pointer-features';

const minimumJerk = (t: number) => 10 * t ** 3 - 15 * t ** 4 + 6 * t ** 5;
/** A 600 px stroke sampled every 50 ms, its progress along the way given by `progress`. */
const stroke = (progress: (t: number) => number, sideways: (i: number) => number = () => 0, samples = 16): Point[] =>
  Array.from({ length: samples + 1 }, (_, i) => [100 + 600 * progress(i / samples), 300 + sideways(i), 1_000 + 50 * i]);

describe('mouseFeatures', () => {
  it.each([
    ['a hand’s bell-shaped speed varies a lot', stroke(minimumJerk), (cv: number) => cv > 0.55],
    ['a constant-speed script barely varies', stroke((t) => t), (cv: number) => cv < 0.05],
  ])('measures speed variation: %s', (_name, points, judge) => {
    const { speedCv } = mouseFeatures(points);
    expect(judge(speedCv!)).toBe(true);
  });

  it('scores a ruler-straight stroke 1 and a bowed one below it', () => {
    const straight = mouseFeatures(stroke((t) => t)).straightness!;
    const bowed = mouseFeatures(stroke(minimumJerk, (i) => 120 * Math.sin((Math.PI * i) / 16))).straightness!;
    expect(straight).toBeCloseTo(1, 5);
    expect(bowed).toBeLessThan(0.95);
  });

  it('sees a path with noise added zig-zag, and a smooth bend not', () => {
    const noisy = mouseFeatures(stroke((t) => t, (i) => (i % 2 === 0 ? 6 : -6)));
    const arc: Point[] = Array.from({ length: 17 }, (_, i) => [400 - 300 * Math.cos((Math.PI * i) / 16), 300 - 300 * Math.sin((Math.PI * i) / 16), 1_000 + 50 * i]);
    const smooth = mouseFeatures(arc);
    expect(noisy.zigzag!).toBeGreaterThan(0.8);
    expect(smooth.zigzag!).toBeLessThan(0.2);
  });

  it('splits the trail into strokes at pauses of more than 400 ms and ignores short twitches', () => {
    const first = stroke((t) => t);
    const second = stroke((t) => t).map(([x, y, at]): Point => [x, y + 200, at + 5_000]);
    const twitch: Point[] = [[5, 5, 20_000], [6, 5, 20_050], [6, 6, 20_100], [7, 6, 20_150]];
    expect(mouseFeatures([...first, ...second, ...twitch]).strokes).toBe(2);
  });

  it('measures nothing without a mouse', () => {
    expect(mouseFeatures([])).toEqual({ strokes: 0, straightness: null, speedCv: null, zigzag: null });
  });
});

describe('clicksWithPointer', () => {
  const trail: Point[] = [[100, 100, 1_000], [300, 200, 1_050], [398, 251, 1_100]];

  it.each([
    ['a click where the pointer came to rest', [400, 250, 1_300], 1],
    ['a script’s element.click() at (0, 0)', [0, 0, 1_300], 0],
    ['a click long after the pointer last moved', [400, 250, 4_000], 0],
  ] as const)('judges %s', (_name, click, share) => {
    expect(clicksWithPointer([[...click]], trail)).toBe(share);
  });

  it('has no opinion without clicks', () => {
    expect(clicksWithPointer([], trail)).toBeNull();
  });
});
