import { mergeRegisters, registerCount } from '../tracking/hyperloglog';
import { addCounts, addTotals, byCount, byZero, mergeQueries, type SearchDayFigures } from './search-day-figures';

/** How many queries a stored week keeps of each list: twice a day's, so a query busy on any one day stays in. */
export const keptQueriesPerWeek = 400;

const dayMs = 86_400_000;

/** The Monday (UTC) that starts the week of a day: weeks are Monday to Sunday. */
export function weekStartOf(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(at).getUTCDay() + 6) % 7;
  return new Date(at - weekday * dayMs).toISOString().slice(0, 10);
}

/** The seven days of the week that starts on `monday`. */
export const daysOfWeek = (monday: string): string[] => Array.from({ length: 7 }, (_, i) => new Date(Date.parse(`${monday}T00:00:00Z`) + i * dayMs).toISOString().slice(0, 10));

/**
 * How a range of closed days is read: the weeks it holds whole (Monday to Sunday), each one stored roll-up, and the
 * days left at either end one by one. A 90-day range is then some 12 weeks and up to 12 days instead of 90 days.
 */
export function splitIntoWeeks(closedDays: readonly string[]): { weeks: string[]; days: string[] } {
  const wanted = new Set(closedDays);
  const weeks = [...new Set(closedDays.map(weekStartOf))].filter((monday) => daysOfWeek(monday).every((d) => wanted.has(d)));
  const inWeeks = new Set(weeks.flatMap(daysOfWeek));
  return { weeks, days: closedDays.filter((d) => !inWeeks.has(d)) };
}

/**
 * A week's figures from its seven days, in the day's shape (`day` is the Monday), so a range adds weeks and days
 * alike: totals, languages and platforms added, each query list merged and cut to its 400 busiest, the searchers'
 * sketches merged register by register (distinct searchers are not added up, they are estimated again).
 */
export function weekFigures(monday: string, days: readonly SearchDayFigures[]): SearchDayFigures {
  const week: SearchDayFigures = { day: monday, searches: 0, results: 0, zeroResults: 0, engineMs: 0, engineSamples: 0, clicks: 0, languages: {}, platforms: {}, topQueries: [], zeroQueries: [], registers: {} };
  for (const d of days) {
    addTotals(week, d);
    addCounts(week.languages, d.languages);
    addCounts(week.platforms, d.platforms);
  }
  week.topQueries = mergeQueries(days.map((d) => d.topQueries)).sort(byCount).slice(0, keptQueriesPerWeek);
  week.zeroQueries = mergeQueries(days.map((d) => d.zeroQueries)).filter((q) => q.zeroResults > 0).sort(byZero).slice(0, keptQueriesPerWeek);
  const registers = mergeRegisters(days.map((d) => d.registers));
  // As a dense list, as a day's sketch is stored: shorter JSON than an object of 1,024 numbered keys.
  week.registers = Array.from({ length: registerCount }, (_, i) => registers[i] ?? 0);
  return week;
}
