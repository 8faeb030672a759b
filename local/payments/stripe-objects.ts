// The Stripe objects the twin answers and sends, with the fields Stripe gives them in test mode. Only what the store
// can reach is modelled; every field present has Stripe's name, type and meaning.

export type Metadata = Record<string, string>;

export interface CustomerDetails {
  email: string | null;
  name: string | null;
  address: null;
  phone: null;
  tax_exempt: 'none';
  tax_ids: [];
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: null;
  customer_details: CustomerDetails | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Metadata;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: 'hosted';
  /** The hosted page while the session is open; Stripe clears it once the session is complete or expired. */
  url: string | null;
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: 0;
  amount_received: number;
  capture_method: 'automatic';
  client_secret: string;
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Metadata;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: 'succeeded' | 'processing' | 'requires_payment_method';
  /** The last attempt's decline, as Stripe reports it on `payment_intent.payment_failed`. */
  last_payment_error?: { type: 'card_error'; code: string; decline_code?: string; message: string } | null;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  balance_transaction: null;
  charge: string;
  created: number;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: 'duplicate' | 'fraudulent' | 'requested_by_customer' | null;
  receipt_number: null;
  status: 'succeeded';
}

export interface Charge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  balance_transaction: null;
  billing_details: { email: string | null; name: string | null; address: null; phone: null };
  captured: true;
  created: number;
  currency: string;
  customer: null;
  description: string | null;
  disputed: boolean;
  livemode: false;
  metadata: Metadata;
  paid: true;
  payment_intent: string;
  payment_method: string;
  payment_method_details: { type: 'card'; card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: 'credit' | 'debit'; country: 'US'; fingerprint: string } };
  receipt_email: string | null;
  refunded: boolean;
  refunds: { object: 'list'; data: Refund[]; has_more: false; total_count: number; url: string };
  status: 'succeeded';
}

export interface Dispute {
  id: string;
  object: 'dispute';
  amount: number;
  balance_transactions: [];
  charge: string;
  created: number;
  currency: string;
  is_charge_refundable: false;
  livemode: false;
  metadata: Metadata;
  payment_intent: string;
  reason: 'fraudulent';
  status: 'needs_response';
}

export type EventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'charge.refunded'
  | 'charge.dispute.created'
  | 'payment_intent.payment_failed';

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: CheckoutSession | Charge | Dispute | PaymentIntent };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: EventType;
}
