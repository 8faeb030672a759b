import { describe, expect, it } from 'vitest';
import { nextCategoryBarState, type CategoryBarState } from './category-bar-visibility';

const scrollThrough = (offsets: number[], start: CategoryBarState = { visible: true, lastY: 0 }) =>
  offsets.reduce((state, y) => nextCategoryBarState(state, y), start).visible;

describe('the category bar', () => {
  it.each<[string, number[], boolean]>([
    ['stays while scrolling down within the first 150 px', [40, 90, 150], true],
    ['hides once scrolled down past 150 px', [100, 151, 220], false],
    ['hides on a single jump down past 150 px', [900], false],
    ['reappears on scrolling up', [400, 800, 700], true],
    ['hides again on scrolling down after reappearing', [400, 800, 700, 760], false],
    ['reappears near the top even after scrolling down', [600, 120], true],
    ['ignores jitter of a few pixels while hidden', [600, 597, 599, 596], false],
    ['ignores jitter of a few pixels while shown', [600, 300, 303, 305], true],
  ])('%s', (_case, offsets, visible) => {
    expect(scrollThrough(offsets)).toBe(visible);
  });

  it('notices a slow scroll down made of many small steps', () => {
    const steps = Array.from({ length: 60 }, (_, i) => 300 + i * 2);

    expect(scrollThrough(steps, { visible: true, lastY: 300 })).toBe(false);
  });
});
