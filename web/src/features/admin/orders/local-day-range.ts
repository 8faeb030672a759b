import { orderDateRangeProblems, type OrderDateRange, type OrderDateRangeProblem } from '../../../../../shared/orders/order-date-range';

/** The staff member's time zone, as the browser reports it. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** How far the zone's wall clock is ahead of UTC at instant `t`, in ms. */
function offsetAt(t: number, timeZone: string): number {
  const fields = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(t);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(fields.find((f) => f.type === type)!.value);
  return Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second')) - (t - (((t % 1000) + 1000) % 1000));
}

/** The instant a local day begins in `timeZone`: its midnight, or the first instant after it when a clock change skips it. */
function dayStartMs(y: number, m: number, d: number, timeZone: string): number {
  const wall = Date.UTC(y, m - 1, d);
  // Midnight less the zone's offset before and after any clock change near it; of those that read as this day on
  // the zone's clock, the earliest (a skipped midnight leaves only the instant the clocks jumped at).
  const before = wall - offsetAt(wall, timeZone);
  const after = wall - offsetAt(before, timeZone);
  const onTheDay = [before, after].filter((t) => {
    const local = t + offsetAt(t, timeZone);
    return local >= wall && local < wall + 86_400_000;
  });
  return Math.min(...(onTheDay.length ? onTheDay : [after]));
}

const dayOf = (date: string) => date.split('-').map(Number) as [number, number, number];

/** A date input's value ('2026-11-24') as the first instant of that day where the staff member is, in UTC ISO. */
export const localDayStart = (date: string, timeZone = browserZone()): string => new Date(dayStartMs(...dayOf(date), timeZone)).toISOString();

/** The last millisecond of that local day: the next day's start less one, so a 23- or 25-hour day is whole. */
export function localDayEnd(date: string, timeZone = browserZone()): string {
  const [y, m, d] = dayOf(date);
  return new Date(dayStartMs(y, m, d + 1, timeZone) - 1).toISOString();
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export type DateFilter = { range: OrderDateRange; problem: null } | { range: null; problem: OrderDateRangeProblem['code'] | 'incomplete' };

/**
 * What the two date inputs ask of the list: no range while both are empty, a hint while only one is filled, the
 * server's own rules (shared) checked before asking it, and otherwise the first day's start to the last day's end.
 */
export function dateFilter(fromDate: string, toDate: string, timeZone = browserZone()): DateFilter {
  const from = isDate(fromDate) ? fromDate : '';
  const to = isDate(toDate) ? toDate : '';
  if (!from && !to) return { range: {}, problem: null };
  if (!from || !to) return { range: null, problem: 'incomplete' };
  const range = { from: localDayStart(from, timeZone), to: localDayEnd(to, timeZone) };
  const [problem] = orderDateRangeProblems(range);
  return problem ? { range: null, problem: problem.code } : { range, problem: null };
}
