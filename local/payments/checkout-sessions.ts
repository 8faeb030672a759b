import type { FormReader } from './form-reader';
import type { SessionRecord } from './payment-store';
import { readSessionParams } from './session-params';
import { invalidRequest, noSuch } from './stripe-fault';
import { stripeId } from './stripe-ids';
import type { CheckoutSession } from './stripe-objects';
import { unixSeconds, type TwinContext } from './twin-context';

/** `POST /v1/checkout/sessions`: an open session whose `url` is the hosted page on the origin of `success_url`. */
export function createSession(context: TwinContext, form: FormReader): CheckoutSession {
  const now = unixSeconds(context);
  const params = readSessionParams(form, now);
  const id = stripeId('cs_test', 58);
  const total = params.lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    cancel_url: params.cancelUrl,
    client_reference_id: params.clientReferenceId,
    created: now,
    currency: params.currency,
    customer: null,
    customer_details: null,
    customer_email: params.customerEmail,
    expires_at: params.expiresAt,
    livemode: false,
    metadata: params.metadata,
    mode: 'payment',
    payment_intent: null,
    payment_method_types: params.paymentMethodTypes,
    payment_status: 'unpaid',
    status: 'open',
    success_url: params.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted',
    // The shopper's browser stays on the origin it opened the store at; the store's gateway mounts the page there.
    url: `${new URL(params.successUrl).origin}${context.pagePrefix}/pay/${id}`,
  };
  context.store.sessions.set(id, { session, lineItems: params.lineItems, intentData: params.intentData, pendingPayment: null });
  context.store.changed();
  return session;
}

export function findSession(context: TwinContext, id: string): SessionRecord {
  const record = context.store.sessions.get(id);
  if (!record) throw noSuch('checkout.session', id, 'session');
  return record;
}

/** `POST /v1/checkout/sessions/:id/expire`, which Stripe allows on open sessions only. */
export function expireSession(context: TwinContext, id: string): CheckoutSession {
  const record = findSession(context, id);
  if (record.session.status !== 'open') {
    throw invalidRequest(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of \`${record.session.status}\`.`);
  }
  close(context, record);
  return record.session;
}

/** Expires every open session past its `expires_at`, as Stripe does within minutes of it; answers their ids. */
export function sweepExpired(context: TwinContext): string[] {
  const now = unixSeconds(context);
  const lapsed = [...context.store.sessions.values()].filter((record) => record.session.status === 'open' && record.session.expires_at <= now);
  for (const record of lapsed) close(context, record);
  return lapsed.map((record) => record.session.id);
}

/** Closes a session whose time ran out before the sweep reached it, so the page never takes a late payment. */
export function expireIfLapsed(context: TwinContext, record: SessionRecord): void {
  if (record.session.status === 'open' && record.session.expires_at <= unixSeconds(context)) close(context, record);
}

function close(context: TwinContext, record: SessionRecord) {
  record.session.status = 'expired';
  record.session.url = null;
  context.store.changed();
  context.webhooks.emit('checkout.session.expired', record.session);
}
