import { describe, expect, it } from 'vitest';
import { reservationDeadline, reservationLapsed } from './reservation';

describe('key reservations', () => {
  it('last as long as the payment session: thirty minutes', () => {
    expect(reservationDeadline(new Date('2026-11-24T10:00:00.000Z')).toISOString()).toBe('2026-11-24T10:30:00.000Z');
  });

  it('lapse only after their deadline and a minute of grace for the provider’s own event', () => {
    const until = '2026-11-24T10:30:00.000Z';
    expect(reservationLapsed(until, new Date('2026-11-24T10:30:30.000Z'))).toBe(false);
    expect(reservationLapsed(until, new Date('2026-11-24T10:31:00.000Z'))).toBe(true);
    expect(reservationLapsed(until, new Date('2026-11-24T10:20:00.000Z'), 0)).toBe(false);
  });
});
