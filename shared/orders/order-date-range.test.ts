import { describe, expect, it } from 'vitest';
import { inOrderDateRange, orderDateRangeProblems } from './order-date-range';

describe('the orders date range', () => {
  it.each([
    ['no range', {}, []],
    ['one day', { from: '2026-11-24T00:00:00.000Z', to: '2026-11-24T23:59:59.999Z' }, []],
    ['a single instant', { from: '2026-11-24T05:00:00.000Z', to: '2026-11-24T05:00:00.000Z' }, []],
    // Lisbon, 25 Oct 2025 to 25 Oct 2026: the first day starts in summer time (UTC+1), the last ends in winter time.
    ['366 local days that end after a clock change, an hour longer than 366 × 24 h', { from: '2025-10-24T23:00:00.000Z', to: '2026-10-25T23:59:59.999Z' }, []],
    ['only a start', { from: '2026-11-24T00:00:00.000Z' }, ['to']],
    ['only an end', { to: '2026-11-24T00:00:00.000Z' }, ['from']],
    ['an end before the start', { from: '2026-11-25T00:00:00.000Z', to: '2026-11-24T23:59:59.999Z' }, ['to']],
    ['367 days', { from: '2025-01-01T00:00:00.000Z', to: '2026-01-03T00:00:00.000Z' }, ['to']],
  ])('judges %s', (_case, range, fields) => {
    expect(orderDateRangeProblems(range).map((p) => p.path)).toEqual(fields);
  });

  it('says what is wrong in words a person reads', () => {
    expect(orderDateRangeProblems({ from: '2026-11-25T00:00:00.000Z', to: '2026-11-24T00:00:00.000Z' })[0]!.message).toBe('The end date must be on or after the start date');
    expect(orderDateRangeProblems({ from: '2024-01-01T00:00:00.000Z', to: '2026-01-01T00:00:00.000Z' })[0]!.message).toBe('A date range is at most 366 days');
  });

  it('includes both ends of the range and nothing a millisecond outside it', () => {
    const range = { from: '2026-11-24T00:00:00.000Z', to: '2026-11-24T23:59:59.999Z' };

    expect(inOrderDateRange('2026-11-24T00:00:00.000Z', range)).toBe(true);
    expect(inOrderDateRange('2026-11-24T23:59:59.999Z', range)).toBe(true);
    expect(inOrderDateRange('2026-11-23T23:59:59.999Z', range)).toBe(false);
    expect(inOrderDateRange('2026-11-25T00:00:00.000Z', range)).toBe(false);
    expect(inOrderDateRange('1999-01-01T00:00:00.000Z', {})).toBe(true);
  });
});
