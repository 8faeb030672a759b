/** A hosted payment session for one order, in the provider's words reduced to what the store acts on. */
export interface PaymentSession {
  id: string;
  /** Where the shopper pays; null once the session is no longer open. */
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  paymentIntentId: string | null;
  amountTotalCents: number;
}

export interface PaymentLine {
  name: string;
  description?: string | undefined;
  imageUrl?: string | undefined;
  unitCents: number;
  quantity: number;
}

export interface NewPaymentSession {
  orderId: string;
  orderNumber: string;
  email: string;
  lines: readonly PaymentLine[];
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface RefundRequest {
  paymentIntentId: string;
  amountCents: number;
  /** The same key for the same refund, so a retried request never refunds twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** A payment event the provider sent, verified, reduced to what settles an order. */
export interface VerifiedPaymentEvent {
  id: string;
  type: string;
  /** Unix seconds, the provider's own creation time. */
  created: number;
  object: Record<string, unknown>;
}

/** The payment provider: Stripe on AWS and on one machine (the local Stripe-compatible service). */
export interface PaymentGateway {
  createSession(input: NewPaymentSession): Promise<PaymentSession>;
  retrieveSession(id: string): Promise<PaymentSession>;
  /** Expires an open session; a session that is no longer open comes back as it is. */
  expireSession(id: string): Promise<PaymentSession>;
  refund(request: RefundRequest): Promise<{ refundId: string; status: string }>;
  /** The provider's fingerprint of the card that paid (the same card, whoever uses it), or null for another method. */
  cardFingerprint(paymentIntentId: string): Promise<string | null>;
  /** Verifies the signature of a webhook delivery; throws `PaymentSignatureError` when it is bad or stale. */
  verifyEvent(rawBody: string, signature: string): Promise<VerifiedPaymentEvent>;
}

export class PaymentSignatureError extends Error {
  override name = 'PaymentSignatureError';
}
