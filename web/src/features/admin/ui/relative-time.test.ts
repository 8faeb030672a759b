import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-24T12:00:00.000Z');

describe('relativeTime', () => {
  it.each([
    ['2026-11-24T11:59:50.000Z', 'just now'],
    ['2026-11-24T11:55:00.000Z', '5 minutes ago'],
    ['2026-11-24T09:00:00.000Z', '3 hours ago'],
    ['2026-11-23T12:00:00.000Z', 'yesterday'],
    ['2026-11-10T12:00:00.000Z', '2 weeks ago'],
    ['2025-11-24T12:00:00.000Z', 'last year'],
    ['2026-11-26T12:00:00.000Z', 'in 2 days'],
  ])('reads %s as "%s"', (iso, expected) => {
    expect(relativeTime(iso, now)).toBe(expected);
  });
});
