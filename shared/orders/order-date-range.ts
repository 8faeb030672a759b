/** The longest range of days the orders screen filters and exports. */
export const maxOrderRangeDays = 366;
const dayMs = 86_400_000;
// The staff member's local days: a range that spans a clock change is an hour longer than its days.
const maxRangeMs = maxOrderRangeDays * dayMs + 3_600_000;

/** The orders screen's date filter: the first and last instants of the staff member's local days, both inclusive (UTC ISO). */
export interface OrderDateRange {
  from?: string | undefined;
  to?: string | undefined;
}

export type OrderDateRangeProblem = { path: 'from' | 'to'; code: 'missing-from' | 'missing-to' | 'reversed' | 'too-long'; message: string };

/** What is wrong with a date range, by field, or nothing: both ends or neither, `from` ≤ `to`, at most 366 days. */
export function orderDateRangeProblems(range: OrderDateRange): OrderDateRangeProblem[] {
  if (!range.from && !range.to) return [];
  if (!range.from) return [{ path: 'from', code: 'missing-from', message: 'Choose a start date as well as an end date' }];
  if (!range.to) return [{ path: 'to', code: 'missing-to', message: 'Choose an end date as well as a start date' }];
  const span = Date.parse(range.to) - Date.parse(range.from);
  if (span < 0) return [{ path: 'to', code: 'reversed', message: 'The end date must be on or after the start date' }];
  if (span > maxRangeMs) return [{ path: 'to', code: 'too-long', message: `A date range is at most ${maxOrderRangeDays} days` }];
  return [];
}

/** Whether an order created at `createdAt` falls in the range (no range: every order). */
export const inOrderDateRange = (createdAt: string, range: OrderDateRange): boolean => !range.from || !range.to || (createdAt >= range.from && createdAt <= range.to);
