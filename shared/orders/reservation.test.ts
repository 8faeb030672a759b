import { describe, expect, it } from 'vitest';
import { reservationDeadline, reservationLapsed, sessionDeadline } from './reservation';

describe('key reservations', () => {
  it('outlast the payment session opened just after them, which still gets Stripe’s thirty minutes', () => {
    const reservedAt = new Date('2026-11-24T10:00:00.000Z');
    const until = reservationDeadline(reservedAt);
    expect(until.toISOString()).toBe('2026-11-24T10:33:00.000Z');
    expect(sessionDeadline(until).toISOString()).toBe('2026-11-24T10:32:00.000Z');
    // A session opened up to two minutes after the reservation still has Stripe's minimum of 30 minutes.
    expect(sessionDeadline(until).getTime() - new Date('2026-11-24T10:02:00.000Z').getTime()).toBe(30 * 60_000);
  });

  it('lapse only after their deadline and a minute of grace for the provider’s own event', () => {
    const until = '2026-11-24T10:33:00.000Z';
    expect(reservationLapsed(until, new Date('2026-11-24T10:33:30.000Z'))).toBe(false);
    expect(reservationLapsed(until, new Date('2026-11-24T10:34:00.000Z'))).toBe(true);
    expect(reservationLapsed(until, new Date('2026-11-24T10:20:00.000Z'), 0)).toBe(false);
  });
});
