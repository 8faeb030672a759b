import { describe, expect, it } from 'vitest';
import { checkAttempt, type AttemptPolicy } from './attempt-limiter';

const fivePerFifteenMinutes: AttemptPolicy = { limit: 5, windowMs: 15 * 60_000 };
const now = 1_000_000_000;
const minutesAgo = (...minutes: number[]) => minutes.map((m) => now - m * 60_000);

describe('limiting attempts in a sliding window', () => {
  it.each<[string, number[], boolean, number]>([
    ['no earlier attempt', [], true, 0],
    ['four attempts in the window', minutesAgo(1, 2, 3, 4), true, 0],
    ['five attempts in the window', minutesAgo(1, 2, 3, 4, 10), false, 5 * 60],
    ['five attempts, the oldest just now leaving the window', minutesAgo(1, 2, 3, 4, 15), true, 0],
    ['five old attempts that all left the window', minutesAgo(16, 20, 30, 40, 50), true, 0],
    ['seven attempts: waits for the third oldest to leave', minutesAgo(1, 2, 3, 4, 12, 13, 14), false, 3 * 60],
    ['five attempts, the oldest leaving in under a second', [now - 15 * 60_000 + 400, ...minutesAgo(1, 2, 3, 4)], false, 1],
  ])('with %s: allowed %s, retry after %i s', (_case, earlier, allowed, retryAfterSeconds) => {
    expect(checkAttempt(earlier, now, fivePerFifteenMinutes)).toMatchObject({ allowed, retryAfterSeconds });
  });

  it('keeps only the attempts still inside the window, oldest first', () => {
    expect(checkAttempt(minutesAgo(1, 20, 3), now, fivePerFifteenMinutes).recent).toEqual(minutesAgo(3, 1));
  });

  it('ignores attempts recorded in the future of a clock that went back', () => {
    expect(checkAttempt([now + 60_000, now + 120_000], now, { limit: 1, windowMs: 60_000 })).toMatchObject({ allowed: true, recent: [] });
  });
});
