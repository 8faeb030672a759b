import { describe, expect, it } from 'vitest';
import { newMilestones, scrollDepthPercent } from './scroll-milestones';

describe('scroll milestones', () => {
  it.each([
    ['the top of a page four screens long', 0, 800, 3200, 25],
    ['half way down', 800, 800, 3200, 50],
    ['the bottom', 2400, 800, 3200, 100],
    ['an overscrolled bottom (iOS bounce)', 2600, 800, 3200, 100],
    ['a negative scroll (bounce at the top)', -40, 800, 3200, 25],
    ['a page shorter than the screen', 0, 800, 600, 100],
  ])('measures %s as %d %%', (_, top, viewport, height, depth) => {
    expect(scrollDepthPercent(top, viewport, height)).toBe(depth);
  });

  it.each([
    [10, [], []],
    [25, [], [25]],
    [74.9, [25], [50]],
    [80, [], [25, 50, 75]],
    [100, [25, 50, 75], [100]],
    [100, [25, 50, 75, 100], []],
  ])('at %d %% with %j logged, logs %j', (depth, logged, expected) => {
    expect(newMilestones(depth, new Set(logged))).toEqual(expected);
  });
});
