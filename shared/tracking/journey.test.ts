import { describe, expect, it } from 'vitest';
import { addConversionEvent, addPageView, completePurchase, journeyPathLimit, startJourney } from './journey';

const start = () => startJourney({ sessionId: 's1', userId: null, path: '/', trafficSource: 'search', deviceType: 'mobile', browserInfo: 'Chrome 130', at: 1_000 });

describe('a session journey', () => {
  it('starts browsing with one page, no conversions and no value', () => {
    expect(start()).toMatchObject({ pagesVisited: 1, journeyPath: ['/'], conversionEvents: [], finalOutcome: 'browsing', conversionValueCents: 0, totalDurationSeconds: 0 });
  });

  it('grows by one page per page view, keeping the path in order and the time since the first page', () => {
    const journey = addPageView(addPageView(start(), '/search?q=steam', 11_000), '/product/steam-wallet', 61_400);
    expect(journey).toMatchObject({ pagesVisited: 3, journeyPath: ['/', '/search?q=steam', '/product/steam-wallet'], totalDurationSeconds: 60 });
  });

  it('keeps counting pages past the path limit while the path keeps the newest', () => {
    let journey = start();
    for (let i = 1; i <= journeyPathLimit + 5; i++) journey = addPageView(journey, `/p/${i}`, 1_000 + i);
    expect(journey.pagesVisited).toBe(journeyPathLimit + 6);
    expect(journey.journeyPath).toHaveLength(journeyPathLimit);
    expect(journey.journeyPath.at(-1)).toBe(`/p/${journeyPathLimit + 5}`);
  });

  it('turns purchased when an order of the session completes, adding up the value of each order', () => {
    const journey = completePurchase(completePurchase(addConversionEvent(start(), 'buy_now', 5_000), 4_999, 9_000), 1_000, 12_000);
    expect(journey).toMatchObject({ finalOutcome: 'purchased', conversionEvents: ['buy_now'], conversionValueCents: 5_999, totalDurationSeconds: 11 });
  });

  it('does not move its clock back for an event that arrives late', () => {
    const journey = addPageView(addPageView(start(), '/a', 30_000), '/b', 20_000);
    expect(journey.updatedAt).toBe(30_000);
    expect(journey.totalDurationSeconds).toBe(29);
  });
});
