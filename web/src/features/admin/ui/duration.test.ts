import { describe, expect, it } from 'vitest';
import { durationText } from './duration';

describe('durations in the back office', () => {
  it.each([
    [0, '0s'],
    [45, '45s'],
    [59.6, '1m'],
    [125, '2m'],
    [3569, '59m'],
    [3599, '1h'],
    [3600, '1h'],
    [5400, '1.5h'],
    [40_000, '11h'],
    [-3, '0s'],
  ])('shows %s seconds as %s', (seconds, text) => {
    expect(durationText(seconds)).toBe(text);
  });
});
