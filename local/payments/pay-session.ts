import { checkCard, type CardEntry, type CardField } from './card-check';
import { capture, type CardUsed } from './charges';
import { expireIfLapsed, findSession } from './checkout-sessions';
import type { SessionRecord } from './payment-store';
import { invalidRequest } from './stripe-fault';
import type { CheckoutSession, PaymentIntent } from './stripe-objects';
import { stripeId } from './stripe-ids';
import type { TwinContext } from './twin-context';
import { cardFingerprint } from './card-fingerprint';

export interface PayResult {
  outcome: 'succeeded' | 'declined' | 'pending';
  message?: string;
  /** The form field the message is about, for the page to point at. */
  field?: CardField;
}

/** What a closed session's page says instead of taking a payment. */
export function closedMessage(session: CheckoutSession): string {
  if (session.status === 'expired') return 'This checkout session has expired.';
  return session.payment_status === 'paid' ? 'This payment is already complete.' : 'This payment is already submitted and is being processed.';
}

/**
 * The hosted page's Pay button. A good card completes the session (`checkout.session.completed`); with `async` it
 * completes unpaid, as a delayed-notification method does, and waits for `settleSession`. A bad card leaves the
 * session open for another try.
 */
export function paySession(context: TwinContext, id: string, entry: CardEntry, options: { async?: boolean } = {}): PayResult {
  const record = findSession(context, id);
  expireIfLapsed(context, record);
  if (record.session.status !== 'open') return { outcome: 'declined', message: closedMessage(record.session) };
  const verdict = checkCard(entry, new Date(context.clock()));
  if (!verdict.ok) {
    // A number that is not a card never reaches the bank, so Stripe records no failed payment for it.
    if (verdict.declined && verdict.code !== 'incorrect_number') declineIntent(context, record, verdict.code, verdict.message);
    return { outcome: 'declined', message: verdict.message, field: verdict.field };
  }

  const { session } = record;
  const card: CardUsed = { fingerprint: cardFingerprint(verdict.number), last4: verdict.last4, funding: verdict.funding, expMonth: verdict.expMonth, expYear: verdict.expYear, brand: verdict.brand, email: verdict.email, name: verdict.name };
  session.customer_details = { email: verdict.email, name: verdict.name, address: null, phone: null, tax_exempt: 'none', tax_ids: [] };
  session.status = 'complete';
  session.url = null;
  if (options.async) record.pendingPayment = card;
  else capture(context, record, card);
  context.store.changed();
  context.webhooks.emit('checkout.session.completed', session);
  return options.async ? { outcome: 'pending' } : { outcome: 'succeeded' };
}

/**
 * A declined card: as on Stripe, the session's payment intent (made on the first attempt, kept for the retries) goes
 * back to `requires_payment_method` with the decline, and `payment_intent.payment_failed` names the order in its
 * metadata. The session stays open for another card.
 */
const issuerReasons = new Set(['insufficient_funds', 'lost_card', 'stolen_card', 'fraudulent']);

function declineIntent(context: TwinContext, record: SessionRecord, code: string, message: string): void {
  const { session } = record;
  const existing = session.payment_intent ? context.store.intents.get(session.payment_intent) : undefined;
  const intentId = existing?.id ?? stripeId('pi');
  const intent: PaymentIntent = existing ?? {
    id: intentId,
    object: 'payment_intent',
    amount: session.amount_total,
    amount_capturable: 0,
    amount_received: 0,
    capture_method: 'automatic',
    client_secret: `${intentId}_secret_${stripeId('s').slice(2)}`,
    created: Math.floor(context.clock() / 1000),
    currency: session.currency,
    customer: null,
    description: record.intentData.description,
    latest_charge: null,
    livemode: false,
    metadata: { ...session.metadata, ...record.intentData.metadata },
    payment_method: null,
    payment_method_types: session.payment_method_types,
    receipt_email: null,
    status: 'requires_payment_method',
  };
  // Stripe reports an issuer's refusal as card_declined with its reason in decline_code.
  const reason = code === 'card_declined' ? { code, decline_code: 'generic_decline' } : issuerReasons.has(code) ? { code: 'card_declined', decline_code: code } : { code };
  intent.last_payment_error = { type: 'card_error', ...reason, message };
  context.store.intents.set(intentId, intent);
  session.payment_intent = intentId;
  context.store.changed();
  context.webhooks.emit('payment_intent.payment_failed', intent);
}

/** The delayed payment's result arrives: on success the money is taken and the session is paid. */
export function settleSession(context: TwinContext, id: string, result: 'succeeded' | 'failed'): CheckoutSession {
  const record: SessionRecord = findSession(context, id);
  const card = record.pendingPayment;
  if (!card) throw invalidRequest(`Checkout Session ${id} has no delayed payment waiting to settle.`);
  record.pendingPayment = null;
  if (result === 'succeeded') capture(context, record, card);
  context.store.changed();
  context.webhooks.emit(result === 'succeeded' ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed', record.session);
  return record.session;
}
