/** How long a payment session stays open: Stripe's shortest Checkout Session, 30 minutes from its creation. */
export const paymentSessionMinutes = 30;

/**
 * How long reserved keys wait for payment: the session's 30 minutes plus one, because the session is created just
 * after the reservation and Stripe counts its 30 minutes from then. The keys are never free while the page can still
 * take a payment.
 */
export const reservationMinutes = paymentSessionMinutes + 1;

export function reservationDeadline(now: Date): Date {
  return new Date(now.getTime() + reservationMinutes * 60_000);
}

/** When the payment session opened now closes: always inside the reservation made just before it. */
export function sessionDeadline(now: Date): Date {
  return new Date(now.getTime() + paymentSessionMinutes * 60_000);
}

/**
 * Whether a pending order's reservation may be released by the sweep. A minute of grace after the deadline lets
 * the provider's own expiry event (or a late payment) arrive first; the sweep still asks the provider before it releases.
 */
export function reservationLapsed(reservedUntil: string, now: Date, graceMs = 60_000): boolean {
  return new Date(reservedUntil).getTime() + graceMs <= now.getTime();
}
