import { describe, expect, it } from 'vitest';
import { dateFilter, localDayEnd, localDayStart } from './local-day-range';

describe("the orders date filter in the staff member's local days", () => {
  it('sends a Lisbon summer day as the instants its midnight and last millisecond are in UTC', () => {
    expect(localDayStart('2026-07-10', 'Europe/Lisbon')).toBe('2026-07-09T23:00:00.000Z');
    expect(localDayEnd('2026-07-10', 'Europe/Lisbon')).toBe('2026-07-10T22:59:59.999Z');
  });

  it.each([
    ['goes back', '2026-10-25', 25],
    ['goes forward', '2026-03-29', 23],
  ])('keeps a day whole when the clocks %s', (_case, day, hours) => {
    expect(Date.parse(localDayEnd(day, 'Europe/Lisbon')) + 1 - Date.parse(localDayStart(day, 'Europe/Lisbon'))).toBe(hours * 3_600_000);
  });

  it('starts a day whose midnight a clock change skips at the first instant it has', () => {
    // Santiago de Chile moved its clocks from 00:00 to 01:00 on 7 September 2025.
    expect(localDayStart('2025-09-07', 'America/Santiago')).toBe('2025-09-07T04:00:00.000Z');
    expect(localDayEnd('2025-09-06', 'America/Santiago')).toBe('2025-09-07T03:59:59.999Z');
  });

  it('turns a São Paulo week into the range from its first midnight to its last millisecond', () => {
    expect(dateFilter('2026-03-10', '2026-03-15', 'America/Sao_Paulo')).toEqual({ range: { from: '2026-03-10T03:00:00.000Z', to: '2026-03-16T02:59:59.999Z' }, problem: null });
  });

  it.each([
    ['no dates', '', '', { range: {}, problem: null }],
    ['only a start', '2026-03-10', '', { range: null, problem: 'incomplete' }],
    ['only an end', '', '2026-03-10', { range: null, problem: 'incomplete' }],
    ['an end before the start', '2026-03-10', '2026-03-09', { range: null, problem: 'reversed' }],
    ['367 days', '2025-01-01', '2026-01-02', { range: null, problem: 'too-long' }],
  ])('asks nothing of the server for %s, saying why', (_case, from, to, expected) => {
    expect(dateFilter(from, to, 'UTC')).toEqual(expected);
  });

  it('accepts a whole leap year of 366 days, in a zone whose clocks change inside it', () => {
    expect(dateFilter('2028-01-01', '2028-12-31', 'Europe/Lisbon').problem).toBeNull();
  });
});
