/**
 * How long reserved keys wait for payment: as long as the payment session. Stripe's Checkout Sessions live at least
 * 30 minutes, so both are 30 minutes.
 */
export const reservationMinutes = 30;

export function reservationDeadline(now: Date): Date {
  return new Date(now.getTime() + reservationMinutes * 60_000);
}

/**
 * Whether a pending order's reservation may be released by the sweep. A minute of grace after the deadline lets
 * the provider's own expiry event (or a late payment) arrive first; the sweep still asks the provider before it releases.
 */
export function reservationLapsed(reservedUntil: string, now: Date, graceMs = 60_000): boolean {
  return new Date(reservedUntil).getTime() + graceMs <= now.getTime();
}
