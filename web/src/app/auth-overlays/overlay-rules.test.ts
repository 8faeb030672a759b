import { describe, expect, it } from 'vitest';
import { authOverlay, nextOverlayCheckMs, type OverlayFacts } from './overlay-rules';

const facts = (overrides: Partial<OverlayFacts> = {}): OverlayFacts => ({
  authLoading: true,
  serverRendered: false,
  elapsedMs: 0,
  contentShown: false,
  sinceRefreshMs: null,
  ...overrides,
});

describe('the app shell overlay', () => {
  it.each([
    ['nothing once auth has settled', { authLoading: false }, null],
    ['nothing once auth has settled, even stuck-looking', { authLoading: false, elapsedMs: 10_000 }, null],
    ["'Loading...' while auth loads in the first second", { elapsedMs: 999 }, 'loading'],
    ["'Loading...' even over content in the first second", { elapsedMs: 500, contentShown: true }, 'loading'],
    ['nothing over server-rendered HTML in the first second', { elapsedMs: 500, serverRendered: true }, null],
    ['nothing at 1 s: the ceiling', { elapsedMs: 1_000 }, null],
    ['nothing between 1 s and 3 s', { elapsedMs: 2_999 }, null],
    ['the stuck overlay at 3 s of loading with no content', { elapsedMs: 3_000 }, 'stuck'],
    ['the stuck overlay on a server-rendered page whose content went away', { elapsedMs: 3_000, serverRendered: true }, 'stuck'],
    ['nothing at 3 s when content shows', { elapsedMs: 3_000, contentShown: true }, null],
    ['nothing within 5 s of a refresh', { elapsedMs: 4_000, sinceRefreshMs: 4_999 }, null],
    ['the stuck overlay 5 s after a refresh', { elapsedMs: 5_100, sinceRefreshMs: 5_000 }, 'stuck'],
    ['the stuck overlay when the refresh stamp is from the future (clock change)', { elapsedMs: 3_000, sinceRefreshMs: -60_000 }, 'stuck'],
  ] as const)('shows %s', (_case, overrides, expected) => {
    expect(authOverlay(facts(overrides))).toBe(expected);
  });
});

describe('the next look at the overlay', () => {
  it.each([
    ['never once auth has settled', { authLoading: false }, null],
    ['at the 1 s ceiling while Loading... shows', { elapsedMs: 300 }, 700],
    ['at the 3 s mark after the ceiling', { elapsedMs: 1_000 }, 2_000],
    ['at the 3 s mark on a server-rendered page', { elapsedMs: 400, serverRendered: true }, 2_600],
    ['when the cooldown ends, if that is after the 3 s mark', { elapsedMs: 1_000, sinceRefreshMs: 1_500 }, 3_500],
    ['at the 3 s mark, if the cooldown ends before it', { elapsedMs: 1_000, sinceRefreshMs: 4_000 }, 2_000],
    ['every second after the 3 s mark, for content that comes or goes', { elapsedMs: 7_000 }, 1_000],
  ] as const)('comes %s', (_case, overrides, expected) => {
    expect(nextOverlayCheckMs(facts(overrides))).toBe(expected);
  });
});
