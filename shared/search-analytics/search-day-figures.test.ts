import { describe, expect, it } from 'vitest';
import { addVisitor } from '../tracking/hyperloglog';
import { dayFigures, rangeFigures, type SearchTallyRow } from './search-day-figures';
import { rangeDays, talliedPlatform, talliedQuery } from './search-analytics-range';

const row = (key: string, searches: number, results = searches * 5, zeroResults = 0, engineMs = 0, engineSamples = 0): SearchTallyRow => ({ key, searches, results, zeroResults, engineMs, engineSamples });

describe('search analytics figures', () => {
  it('reads a range as whole UTC days ending today, 24 h as today and yesterday', () => {
    const now = Date.parse('2026-12-02T10:00:00Z');
    expect(rangeDays('24h', now)).toEqual(['2026-12-01', '2026-12-02']);
    expect(rangeDays('7d', now)).toHaveLength(7);
    expect(rangeDays('90d', now)[0]).toBe('2026-09-04');
  });

  it('counts a query the same however it was cased or spaced, and odd platform filters as other', () => {
    expect(talliedQuery('  Steam   GIFT card ')).toBe('steam gift card');
    expect(talliedPlatform('Xbox')).toBe('xbox');
    expect(talliedPlatform('<script>')).toBe('other');
  });

  it('adds a day’s sharded totals, languages, platforms and queries', () => {
    const d = dayFigures('2026-12-01', [row('t#0', 6, 30, 1, 12, 6), row('t#3', 4, 10, 1, 8, 4), row('l#en', 7), row('l#es', 3), row('p#steam', 2), row('q#steam', 5, 40), row('q#zzz', 2, 0, 2)], {});
    expect(d).toMatchObject({ searches: 10, results: 40, zeroResults: 2, engineMs: 20, engineSamples: 10, languages: { en: 7, es: 3 }, platforms: { steam: 2 } });
    expect(d.topQueries.map((q) => q.query)).toEqual(['steam', 'zzz']);
    expect(d.zeroQueries).toEqual([{ query: 'zzz', searches: 2, results: 0, zeroResults: 2, clicks: 0, clickPositions: 0 }]);
  });

  it('merges days into the range: sums, averages, top queries across days and distinct searchers', () => {
    const a: Record<number, number> = {};
    const b: Record<number, number> = {};
    for (let i = 0; i < 300; i++) addVisitor(a, `ip-${i}`);
    for (let i = 200; i < 500; i++) addVisitor(b, `ip-${i}`);
    // More searchers than searches cannot be: the estimate is capped at the searches.
    const day1 = dayFigures('2026-12-01', [row('t#0', 100, 500, 10, 100, 100), row('l#en', 100), row('q#steam', 30, 300), row('q#xbox', 20, 100), row('q#qwxz', 10, 0, 10)], a);
    const day2 = dayFigures('2026-12-02', [row('t#1', 50, 100, 0, 50, 25), row('l#es', 50), row('q#xbox', 25, 125)], b);
    const r = rangeFigures([day1, day2]);
    expect(r).toMatchObject({ totalSearches: 150, avgResults: 4, avgEngineMs: 1.2, zeroResultRate: 6.7, languages: [{ language: 'en', searches: 100, share: 66.7 }, { language: 'es', searches: 50, share: 33.3 }] });
    expect(r.topQueries.map((q) => [q.query, q.searches])).toEqual([['xbox', 45], ['steam', 30], ['qwxz', 10]]);
    expect(r.zeroResultQueries.map((q) => q.query)).toEqual(['qwxz']);
    expect(r.uniqueUsers).toBe(150);
  });

  it('counts distinct searchers across days from their merged sketches, each searcher once', () => {
    const a: Record<number, number> = {};
    const b: Record<number, number> = {};
    for (let i = 0; i < 300; i++) addVisitor(a, `ip-${i}`);
    for (let i = 200; i < 500; i++) addVisitor(b, `ip-${i}`);
    const r = rangeFigures([dayFigures('2026-12-01', [row('t#0', 900)], a), dayFigures('2026-12-02', [row('t#0', 900)], b)]);
    expect(r.uniqueUsers).toBeGreaterThan(460);
    expect(r.uniqueUsers).toBeLessThan(540);
  });

  it('gives each top query its click-through and average click position, and leaves out queries only clicked', () => {
    const clicked = (key: string, searches: number, clicks: number, clickPositions: number) => ({ ...row(key, searches), clicks, clickPositions });
    const r = rangeFigures([dayFigures('2026-12-01', [clicked('t#0', 10, 6, 9), clicked('q#steam', 8, 4, 5), row('q#xbox', 2), clicked('q#yesterday', 0, 2, 4)], {})]);
    expect(r.clickThroughRate).toBe(60);
    expect(r.topQueries).toEqual([expect.objectContaining({ query: 'steam', clickThroughRate: 50, avgClickPosition: 1.3 }), expect.objectContaining({ query: 'xbox', clickThroughRate: 0, avgClickPosition: null })]);
  });

  it('answers an empty range with zeros and no averages', () => {
    expect(rangeFigures([])).toMatchObject({ totalSearches: 0, uniqueUsers: 0, avgResults: null, avgEngineMs: null, topQueries: [] });
  });
});
