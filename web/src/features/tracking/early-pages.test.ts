import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setAnalyticsSink, track, trackedEvents } from '@/lib/analytics';
import { carryKey, watchEarlyPages, type PageWindow } from './early-pages';
import type { PageRouter } from './watch-pages';

class FakeRouter implements PageRouter {
  state = { location: { pathname: '/' } };
  private listeners = new Set<(state: { location: { pathname: string } }) => void>();
  subscribe(listener: (state: { location: { pathname: string } }) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  go(pathname: string) {
    this.state = { location: { pathname } };
    for (const l of this.listeners) l(this.state);
  }
}

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
};

const pageWindow = (title: string, referrer = ''): PageWindow => Object.assign(new EventTarget(), { document: { title, referrer } }) as unknown as PageWindow;
const leave = (win: PageWindow) => (win as unknown as EventTarget).dispatchEvent(new Event('pagehide'));
const backFromCache = (win: PageWindow) => (win as unknown as EventTarget).dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));

describe('pages left before the tracking module loads', () => {
  let clock: number;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000_000;
    (trackedEvents() as unknown[]).splice(0);
  });
  afterEach(() => setAnalyticsSink(null));

  it('hands the module the pages this document moved through before it started, each with its title and time on it', () => {
    const router = new FakeRouter();
    const win = pageWindow('NeonKeys', 'https://www.google.com/');
    const early = watchEarlyPages(router, memoryStorage(), win, now);
    clock += 4_000;
    router.go('/privacy');
    win.document.title = 'Privacy';
    clock += 2_000;

    const visit = early.handOver();

    expect(visit.pages).toEqual([{ path: '/', at: 1_000_000, title: 'NeonKeys', referrer: 'https://www.google.com/', leftAt: 1_004_000 }]);
    expect(visit.current).toEqual({ path: '/privacy', since: 1_004_000, referrer: null });
    expect(visit.events).toEqual([]);
  });

  it('carries the page and its product view and add-to-cart to the next page of the tab when the shopper leaves first', () => {
    const storage = memoryStorage();
    const productPage = new FakeRouter();
    productPage.state = { location: { pathname: '/p/ironveil' } };
    const win = pageWindow('Ironveil');
    watchEarlyPages(productPage, storage, win, now);
    track('product_view', { productId: 'prd_ironveil' });
    track('add_to_cart', { productId: 'prd_ironveil' });
    clock += 1_500;
    productPage.go('/checkout');
    clock += 800;
    leave(win);

    (trackedEvents() as unknown[]).splice(0);
    const next = new FakeRouter();
    next.state = { location: { pathname: '/checkout/complete' } };
    const visit = watchEarlyPages(next, storage, pageWindow('Order confirmed'), now).handOver();

    expect(visit.pages.map((p) => [p.path, p.leftAt - p.at])).toEqual([
      ['/p/ironveil', 1_500],
      ['/checkout', 800],
    ]);
    expect(visit.events.map((e) => e.event)).toEqual(['product_view', 'add_to_cart']);
    expect(visit.current.path).toBe('/checkout/complete');
    expect(storage.getItem(carryKey)).toBeNull();
  });

  it('does not record a page twice when it returns from the back-forward cache with its carry still unread', () => {
    const storage = memoryStorage();
    const win = pageWindow('Home');
    const early = watchEarlyPages(new FakeRouter(), storage, win, now);
    leave(win);
    clock += 60_000;
    backFromCache(win);

    const visit = early.handOver();
    expect(visit.pages).toEqual([]);
    expect(visit.current).toMatchObject({ path: '/', since: 1_000_000 });
    expect(storage.getItem(carryKey)).toBeNull();
  });

  it('forgets its pages on return from the back-forward cache when the next page has already recorded them', () => {
    const storage = memoryStorage();
    const win = pageWindow('Home');
    const early = watchEarlyPages(new FakeRouter(), storage, win, now);
    leave(win);
    watchEarlyPages(new FakeRouter(), storage, pageWindow('Other'), now).handOver();
    clock += 60_000;
    backFromCache(win);

    const visit = early.handOver();
    expect(visit.pages).toEqual([]);
    expect(visit.current.since).toBe(clock);
  });

  it('drops a carried record it cannot read instead of failing to start', () => {
    const storage = memoryStorage();
    storage.setItem(carryKey, '{"not":"a list"');

    expect(watchEarlyPages(new FakeRouter(), storage, pageWindow('Home'), now).handOver()).toMatchObject({ pages: [], events: [] });
    storage.setItem(carryKey, JSON.stringify([{ doc: 'x', pages: 'nope' }]));
    expect(watchEarlyPages(new FakeRouter(), storage, pageWindow('Home'), now).handOver()).toMatchObject({ pages: [], events: [] });
  });
});
