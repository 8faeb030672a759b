import type { VerifiedPaymentEvent } from '../lib/adapters/payments/payment-gateway';
import type { Deps } from '../lib/deps';
import type { OrderEventMessage } from './apply-payment-event';

/**
 * What a verified Stripe event means for an order, or null for events the store does not act on (answered 2xx and
 * ignored). Checkout Session events name the order (`client_reference_id`); refunds and disputes name only the
 * payment, which the settling transaction linked to its order.
 */
export async function messageFor(deps: Pick<Deps, 'store'>, event: VerifiedPaymentEvent): Promise<OrderEventMessage | null> {
  const o = event.object;
  const str = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 255 ? v : undefined);
  const intentOf = (v: unknown) => str(v) ?? str((v as { id?: unknown } | null)?.id);
  // Unix seconds from the provider; anything else is left out and the event counts as happening when it is applied.
  const occurredAt = Number.isSafeInteger(event.created) && event.created > 0 && event.created < 32_503_680_000 ? new Date(event.created * 1000).toISOString() : undefined;
  const base = { eventId: event.id, ...(occurredAt ? { occurredAt } : {}) };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const orderId = str(o.client_reference_id);
      if (!orderId) return null;
      const kind =
        event.type === 'checkout.session.expired'
          ? 'expired'
          : event.type === 'checkout.session.async_payment_failed'
            ? 'payment_failed'
            : event.type === 'checkout.session.async_payment_succeeded' || o.payment_status === 'paid' || o.payment_status === 'no_payment_required'
              ? 'paid'
              : 'payment_pending';
      const paymentIntentId = intentOf(o.payment_intent);
      return { ...base, orderId, event: kind, sessionId: str(o.id), ...(paymentIntentId ? { paymentIntentId } : {}) };
    }
    case 'payment_intent.payment_failed': {
      // A declined card on the payment page: the session stays open for another card, so only the security rules care.
      const orderId = str((o.metadata as Record<string, unknown> | undefined)?.orderId);
      return orderId ? { ...base, orderId, event: 'payment_declined', ...(str(o.id) ? { paymentIntentId: str(o.id) } : {}) } : null;
    }
    case 'charge.refunded':
    case 'charge.dispute.created': {
      const paymentIntentId = intentOf(o.payment_intent);
      const orderId = str((o.metadata as Record<string, unknown> | undefined)?.orderId) ?? (paymentIntentId ? await orderOfPayment(deps, paymentIntentId) : undefined);
      if (!orderId) return null;
      return event.type === 'charge.refunded'
        ? { ...base, orderId, event: 'refunded', ...(paymentIntentId ? { paymentIntentId } : {}), amountRefundedCents: typeof o.amount_refunded === 'number' ? o.amount_refunded : 0 }
        : { ...base, orderId, event: 'disputed', ...(paymentIntentId ? { paymentIntentId } : {}) };
    }
    default:
      return null;
  }
}

async function orderOfPayment(deps: Pick<Deps, 'store'>, paymentIntentId: string): Promise<string | undefined> {
  return (await deps.store.entities.paymentLink.get({ paymentIntentId }).go()).data?.orderId;
}
