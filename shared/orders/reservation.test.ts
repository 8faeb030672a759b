import { describe, expect, it } from 'vitest';
import { reservationDeadline, reservationLapsed, sessionDeadline } from './reservation';

describe('key reservations', () => {
  it('outlast the thirty-minute payment session opened just after them', () => {
    const reservedAt = new Date('2026-11-24T10:00:00.000Z');
    expect(reservationDeadline(reservedAt).toISOString()).toBe('2026-11-24T10:31:00.000Z');
    // Even a session opened seconds later closes before the keys are freed.
    expect(sessionDeadline(new Date('2026-11-24T10:00:20.000Z')).getTime()).toBeLessThan(reservationDeadline(reservedAt).getTime());
  });

  it('lapse only after their deadline and a minute of grace for the provider’s own event', () => {
    const until = '2026-11-24T10:31:00.000Z';
    expect(reservationLapsed(until, new Date('2026-11-24T10:31:30.000Z'))).toBe(false);
    expect(reservationLapsed(until, new Date('2026-11-24T10:32:00.000Z'))).toBe(true);
    expect(reservationLapsed(until, new Date('2026-11-24T10:20:00.000Z'), 0)).toBe(false);
  });
});
