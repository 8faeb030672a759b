import { describe, expect, it } from 'vitest';
import { addVisitor } from '../tracking/hyperloglog';
import { rangeFigures, type SearchDayFigures } from './search-day-figures';
import { daysOfWeek, keptQueriesPerWeek, splitIntoWeeks, weekFigures, weekStartOf } from './search-week-figures';
import { lastDays } from './search-analytics-range';

const day = (d: string, searches: number, queries: [string, number, number?][], visitors: string[]): SearchDayFigures => {
  const registers: Record<number, number> = {};
  for (const v of visitors) addVisitor(registers, v);
  const figures = queries.map(([query, n, zero = 0]) => ({ query, searches: n, results: (n - zero) * 4, zeroResults: zero, clicks: 1, clickPositions: 2 }));
  return { day: d, searches, results: searches * 4, zeroResults: 1, engineMs: searches, engineSamples: searches, clicks: 2, languages: { en: searches - 1, es: 1 }, platforms: { steam: 1 }, topQueries: figures, zeroQueries: figures.filter((q) => q.zeroResults), registers };
};

describe('search analytics weeks', () => {
  it('starts a week on Monday, UTC', () => {
    expect(weekStartOf('2026-12-02')).toBe('2026-11-30');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(weekStartOf('2026-12-06')).toBe('2026-11-30');
    expect(daysOfWeek('2026-11-30')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
  });

  it('reads a range as its whole weeks and the days left at either end, each day once', () => {
    const closed = lastDays(89, Date.parse('2026-12-03T10:00:00Z')).slice(0, -1);
    const { weeks, days } = splitIntoWeeks(closed);
    expect(weeks.length).toBeGreaterThanOrEqual(11);
    expect(days.length).toBeLessThanOrEqual(12);
    const covered = [...weeks.flatMap(daysOfWeek), ...days].sort();
    expect(covered).toEqual([...closed].sort());
    expect(splitIntoWeeks(['2026-12-01', '2026-12-02'])).toEqual({ weeks: [], days: ['2026-12-01', '2026-12-02'] });
  });

  it('gives a range the same figures from a week as from its seven days', () => {
    const seven = daysOfWeek('2026-11-23').map((d, i) => day(d, 10 + i, [['steam', 5 + i], ['psn', 3], [`rare ${i}`, 1, 1]], [`10.0.0.${i}`, '10.0.0.99']));
    const fromDays = rangeFigures(seven);
    const fromWeek = rangeFigures([weekFigures('2026-11-23', seven)]);
    expect(fromWeek).toEqual(fromDays);
    expect(fromWeek.uniqueUsers).toBe(8);
  });

  it(`keeps a week's ${keptQueriesPerWeek} busiest queries and ${keptQueriesPerWeek} most frequent zero-result ones`, () => {
    const many = Array.from({ length: 300 }, (_, i): [string, number, number] => [`q${i}`, 1000 - i, i % 2]);
    const seven = daysOfWeek('2026-11-23').map((d, i) => day(d, 5000, many.map(([q, n, z]) => [`${q}-${i % 2}`, n, z]), []));
    const week = weekFigures('2026-11-23', seven);
    expect(week.topQueries).toHaveLength(keptQueriesPerWeek);
    expect(week.topQueries[0]).toMatchObject({ query: 'q0-0', searches: 4000 });
    expect(week.zeroQueries.every((q) => q.zeroResults > 0)).toBe(true);
    expect(week.zeroQueries.length).toBeLessThanOrEqual(keptQueriesPerWeek);
  });
});
