import type { FormReader } from './form-reader';
import { formatAmount } from './money';
import type { SessionRecord } from './payment-store';
import { invalidRequest, noSuch } from './stripe-fault';
import { stripeId } from './stripe-ids';
import type { Charge, Dispute, PaymentIntent, Refund } from './stripe-objects';
import { unixSeconds, type TwinContext } from './twin-context';

export interface CardUsed {
  /** Stripe's card fingerprint: the same for the same number within one account, whoever pays with it. */
  fingerprint: string;
  last4: string;
  funding: 'credit' | 'debit';
  expMonth: number;
  expYear: number;
  brand: string;
  email: string | null;
  name: string | null;
}

/**
 * Takes the session's money: a succeeded payment intent and its charge. Both carry the session's metadata (and
 * `payment_intent_data[metadata]` over it), so a refund's or a dispute's event names the order without a lookup.
 */
export function capture(context: TwinContext, record: SessionRecord, card: CardUsed): PaymentIntent {
  const { session } = record;
  const created = unixSeconds(context);
  const metadata = { ...session.metadata, ...record.intentData.metadata };
  // The intent a declined attempt made, as Stripe keeps one per session across retries.
  const intentId = session.payment_intent ?? stripeId('pi');
  const paymentMethod = stripeId('pm');
  const charge: Charge = {
    id: stripeId('ch'),
    object: 'charge',
    amount: session.amount_total,
    amount_captured: session.amount_total,
    amount_refunded: 0,
    balance_transaction: null,
    billing_details: { email: card.email, name: card.name, address: null, phone: null },
    captured: true,
    created,
    currency: session.currency,
    customer: null,
    description: record.intentData.description,
    disputed: false,
    livemode: false,
    metadata,
    paid: true,
    payment_intent: intentId,
    payment_method: paymentMethod,
    payment_method_details: { type: 'card', card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear, funding: card.funding, country: 'US', fingerprint: card.fingerprint } },
    receipt_email: card.email,
    refunded: false,
    refunds: { object: 'list', data: [], has_more: false, total_count: 0, url: '' },
    status: 'succeeded',
  };
  charge.refunds.url = `/v1/charges/${charge.id}/refunds`;
  const intent: PaymentIntent = {
    id: intentId,
    object: 'payment_intent',
    amount: session.amount_total,
    amount_capturable: 0,
    amount_received: session.amount_total,
    capture_method: 'automatic',
    client_secret: `${intentId}_secret_${stripeId('s').slice(2)}`,
    created,
    currency: session.currency,
    customer: null,
    description: record.intentData.description,
    latest_charge: charge.id,
    livemode: false,
    metadata,
    payment_method: paymentMethod,
    payment_method_types: session.payment_method_types,
    receipt_email: card.email,
    status: 'succeeded',
  };
  context.store.intents.set(intent.id, intent);
  context.store.charges.set(charge.id, charge);
  session.payment_intent = intent.id;
  session.payment_status = 'paid';
  context.store.changed();
  return intent;
}

export function findIntent(context: TwinContext, id: string, param = 'intent'): PaymentIntent {
  const intent = context.store.intents.get(id);
  if (!intent) throw noSuch('payment_intent', id, param);
  return intent;
}

/** `GET /v1/payment_intents/{id}`, with Stripe's `expand[]=latest_charge` (the charge object in place of its id). */
export function retrieveIntent(context: TwinContext, form: FormReader, id: string): PaymentIntent | (Omit<PaymentIntent, 'latest_charge'> & { latest_charge: Charge | null }) {
  form.only('expand');
  const intent = findIntent(context, id);
  if (!form.strings('expand').includes('latest_charge')) return intent;
  return { ...intent, latest_charge: intent.latest_charge ? (context.store.charges.get(intent.latest_charge) ?? null) : null };
}

/** `POST /v1/refunds`: by default what remains of the charge; Stripe's `amount_too_large` and `charge_already_refunded`. */
export function refund(context: TwinContext, form: FormReader): Refund {
  form.only('payment_intent', 'charge', 'amount', 'metadata', 'reason', 'expand');
  const intentId = form.string('payment_intent');
  const chargeId = form.string('charge');
  if (!intentId && !chargeId) throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.', 'payment_intent', 'parameter_missing');
  const charge = chargeId ? context.store.charges.get(chargeId) : context.store.charges.get(findIntent(context, intentId!, 'payment_intent').latest_charge ?? '');
  if (!charge) throw chargeId ? noSuch('charge', chargeId, 'charge') : invalidRequest(`PaymentIntent ${intentId} does not have a successful charge to refund.`, 'payment_intent');
  if (intentId && charge.payment_intent !== intentId) throw invalidRequest(`Charge ${charge.id} does not belong to PaymentIntent ${intentId}.`, 'charge');
  const remaining = charge.amount - charge.amount_refunded;
  if (remaining === 0) throw invalidRequest(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
  if (charge.disputed) throw invalidRequest(`Charge ${charge.id} has been charged back; cannot issue a refund.`, undefined, 'charge_disputed');
  const amount = form.integer('amount', { min: 1 }) ?? remaining;
  if (amount > remaining) {
    throw invalidRequest(
      `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, charge.currency)})`,
      'amount',
      'amount_too_large',
    );
  }
  const created: Refund = {
    id: stripeId('re'),
    object: 'refund',
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: unixSeconds(context),
    currency: charge.currency,
    metadata: form.metadata(),
    payment_intent: charge.payment_intent,
    reason: form.oneOf('reason', ['duplicate', 'fraudulent', 'requested_by_customer'] as const) ?? null,
    receipt_number: null,
    status: 'succeeded',
  };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  charge.refunds.data.unshift(created);
  charge.refunds.total_count += 1;
  context.store.changed();
  context.webhooks.emit('charge.refunded', charge);
  return created;
}

/** The shopper's bank disputes the payment: a dispute that needs a response, and `charge.dispute.created`. */
export function dispute(context: TwinContext, intentId: string): Dispute {
  const charge = context.store.charges.get(findIntent(context, intentId).latest_charge ?? '');
  if (!charge) throw invalidRequest(`PaymentIntent ${intentId} has no charge to dispute.`);
  if (charge.disputed) throw invalidRequest(`Charge ${charge.id} is already disputed.`);
  if (charge.refunded) throw invalidRequest(`Charge ${charge.id} has been fully refunded; there is nothing to dispute.`);
  const opened: Dispute = {
    id: stripeId('dp'),
    object: 'dispute',
    amount: charge.amount - charge.amount_refunded,
    balance_transactions: [],
    charge: charge.id,
    created: unixSeconds(context),
    currency: charge.currency,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    reason: 'fraudulent',
    status: 'needs_response',
  };
  charge.disputed = true;
  context.store.disputes.set(opened.id, opened);
  context.store.changed();
  context.webhooks.emit('charge.dispute.created', opened);
  return opened;
}
