import { describe, expect, it } from 'vitest';
import { journeySteps, viewedProducts } from './journey-steps';
import type { StoredTrackEvent } from './session-input';

const at = (s: number) => new Date(Date.UTC(2026, 10, 25, 10, 0, s)).toISOString();
const names: Record<string, string> = { prd_a: 'Steam Gift Card' };
const nameOf = (id: string) => names[id] ?? null;

describe('journeySteps', () => {
  it('makes a step of each page view with its time on the page and the product it showed', () => {
    const events: StoredTrackEvent[] = [
      { type: 'page_view', at: at(0), path: '/', data: { title: 'Home' } },
      { type: 'click', at: at(3), path: '/' },
      { type: 'page_view', at: at(10), path: '/product/steam', data: { title: 'Steam' } },
      { type: 'product_view', at: at(10), path: '/product/steam', data: { productId: 'prd_a' } },
      { type: 'page_leave', at: at(52), path: '/product/steam', data: { durationSeconds: 41.6 } },
    ];
    expect(journeySteps(events, nameOf)).toEqual([
      { eventType: 'page_view', pagePath: '/', pageTitle: 'Home', productName: null, timestamp: at(0), durationSeconds: 10 },
      { eventType: 'page_view', pagePath: '/product/steam', pageTitle: 'Steam', productName: 'Steam Gift Card', timestamp: at(10), durationSeconds: 42 },
    ]);
  });

  it('stops at 10 steps and leaves the last page open when it was never left', () => {
    const events: StoredTrackEvent[] = Array.from({ length: 14 }, (_, i) => ({ type: 'page_view', at: at(i * 2), path: `/p/${i}`, data: { title: `P${i}` } }));
    const steps = journeySteps(events, nameOf);
    expect(steps).toHaveLength(10);
    expect(steps[9]).toMatchObject({ pagePath: '/p/9', durationSeconds: 2 });
    expect(journeySteps(events.slice(0, 1), nameOf)[0]!.durationSeconds).toBeNull();
  });

  it('has no steps for a session without page views', () => {
    expect(journeySteps([{ type: 'heartbeat', at: at(0), path: '/' }], nameOf)).toEqual([]);
  });

  it('lists each viewed product once', () => {
    const view = (productId: string): StoredTrackEvent => ({ type: 'product_view', at: at(0), path: '/p', data: { productId } });
    expect(viewedProducts([view('prd_a'), view('prd_b'), view('prd_a')])).toEqual(['prd_a', 'prd_b']);
  });
});
