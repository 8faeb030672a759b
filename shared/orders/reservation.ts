/** How long a payment session stays open: Stripe's shortest Checkout Session, 30 minutes from its creation. */
export const paymentSessionMinutes = 30;

/**
 * How long reserved keys wait for payment: the session's 30 minutes plus three. Stripe counts a session's 30 minutes
 * from its own creation, a moment after the reservation, so the session is asked to close one minute before the
 * reservation does: the keys are never free while the page can still take a payment, and the session may be opened
 * up to two minutes after the keys were reserved.
 */
export const reservationMinutes = paymentSessionMinutes + 3;

export function reservationDeadline(now: Date): Date {
  return new Date(now.getTime() + reservationMinutes * 60_000);
}

/** When the payment session for a reservation closes: a minute before the reservation ends. */
export function sessionDeadline(reservedUntil: Date): Date {
  return new Date(reservedUntil.getTime() - 60_000);
}

/**
 * Whether a pending order's reservation may be released by the sweep. A minute of grace after the deadline lets
 * the provider's own expiry event (or a late payment) arrive first; the sweep still asks the provider before it releases.
 */
export function reservationLapsed(reservedUntil: string, now: Date, graceMs = 60_000): boolean {
  return new Date(reservedUntil).getTime() + graceMs <= now.getTime();
}
