import { describe, expect, it } from 'vitest';
import { shouldAutoplay, wrapIndex, type AutoplayInputs } from './carousel';

describe('moving between slides', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 1, 1, 0],
    [0, 1, 0, 0],
  ])('from slide %i by %i of %i lands on %i', (index, step, count, expected) => {
    expect(wrapIndex(index, step, count)).toBe(expected);
  });
});

describe('autoplay', () => {
  const playing: AutoplayInputs = { count: 3, paused: false, reducedMotion: false, engaged: false };

  it('advances several slides when nobody is using the carousel', () => {
    expect(shouldAutoplay(playing)).toBe(true);
  });

  it.each<[string, Partial<AutoplayInputs>]>([
    ['there is a single slide', { count: 1 }],
    ['the visitor paused it', { paused: true }],
    ['the visitor prefers reduced motion', { reducedMotion: true }],
    ['the pointer or focus is on it', { engaged: true }],
  ])('stops when %s', (_case, change) => {
    expect(shouldAutoplay({ ...playing, ...change })).toBe(false);
  });
});
