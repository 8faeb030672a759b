import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthOverlay, OverlayFacts } from './overlay-rules';
import { watchAuthOverlay } from './watch-overlay';

describe('watching the app shell overlay', () => {
  const start = 1_000_000;
  let page: { authLoading: boolean; contentShown: boolean; refreshedAt: number | null };
  const read = (): OverlayFacts => ({
    authLoading: page.authLoading,
    serverRendered: false,
    elapsedMs: Date.now() - start,
    contentShown: page.contentShown,
    sinceRefreshMs: page.refreshedAt === null ? null : Date.now() - page.refreshedAt,
  });

  beforeEach(() => {
    vi.useFakeTimers({ now: start });
    page = { authLoading: true, contentShown: false, refreshedAt: null };
  });
  afterEach(() => vi.useRealTimers());

  function watch() {
    const seen: [number, AuthOverlay][] = [];
    const stop = watchAuthOverlay(read, (overlay) => seen.push([Date.now() - start, overlay]));
    return { seen, stop };
  }

  it('hides Loading... at 1 s and shows the stuck overlay at 3 s while auth hangs with no content', () => {
    const { seen } = watch();

    vi.advanceTimersByTime(3_000);

    expect(seen).toEqual([
      [1_000, null],
      [3_000, 'stuck'],
    ]);
  });

  it('keeps the stuck overlay away when content shows, and brings it when the content goes', () => {
    page.contentShown = true;
    const { seen } = watch();
    vi.advanceTimersByTime(5_000);
    page.contentShown = false;

    vi.advanceTimersByTime(1_000);

    expect(seen.at(-2)).toEqual([5_000, null]);
    expect(seen.at(-1)).toEqual([6_000, 'stuck']);
  });

  it('holds the stuck overlay back until 5 s after a refresh', () => {
    page.refreshedAt = start - 500;
    const { seen } = watch();

    vi.advanceTimersByTime(4_499);
    expect(seen.some(([, overlay]) => overlay === 'stuck')).toBe(false);

    vi.advanceTimersByTime(1);
    expect(seen.at(-1)).toEqual([4_500, 'stuck']);
  });

  it('stops looking once auth settles', () => {
    const { seen } = watch();
    vi.advanceTimersByTime(1_500);
    page.authLoading = false;

    vi.advanceTimersByTime(2_000);
    const after = seen.length;
    vi.advanceTimersByTime(60_000);

    expect(seen.at(-1)).toEqual([3_000, null]);
    expect(seen).toHaveLength(after);
  });

  it('stops looking when stopped', () => {
    const { seen, stop } = watch();

    stop();
    vi.advanceTimersByTime(60_000);

    expect(seen).toEqual([]);
  });
});
