import Stripe from 'stripe';
import { ConflictError } from '../../../../shared/errors/domain-errors';
import { PaymentSignatureError, type NewPaymentSession, type PaymentGateway, type PaymentSession, type RefundRequest, type VerifiedPaymentEvent } from './payment-gateway';

export interface StripeSecrets {
  secretKey: string;
  webhookSecret: string;
}

/** How far a webhook's signed timestamp may be from now: Stripe's own default tolerance. */
const signatureToleranceSeconds = 300;

/**
 * Stripe through its official client: Checkout Sessions in payment mode, charged in USD, refunds by payment intent,
 * and webhook signatures checked with `stripe.webhooks.constructEvent`. `apiUrl` points the same client at the local
 * Stripe-compatible service on one machine (its `host`, `port` and `protocol` options); unset, it talks to Stripe.
 */
export class StripePaymentGateway implements PaymentGateway {
  private client: Promise<{ stripe: Stripe; secrets: StripeSecrets }> | undefined;

  constructor(
    private readonly secrets: () => Promise<StripeSecrets>,
    private readonly apiUrl?: string,
  ) {}

  async createSession(input: NewPaymentSession): Promise<PaymentSession> {
    const { stripe } = await this.connect();
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        currency: 'usd',
        client_reference_id: input.orderId,
        customer_email: input.email,
        metadata: { orderId: input.orderId, orderNumber: input.orderNumber },
        payment_intent_data: { metadata: { orderId: input.orderId, orderNumber: input.orderNumber } },
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        line_items: input.lines.map((line) => ({
          quantity: line.quantity,
          price_data: {
            currency: 'usd',
            unit_amount: line.unitCents,
            product_data: {
              name: line.name,
              ...(line.description ? { description: line.description } : {}),
              ...(line.imageUrl && /^https:\/\//.test(line.imageUrl) ? { images: [line.imageUrl] } : {}),
            },
          },
        })),
      },
      // One session per order, even if the request is retried.
      { idempotencyKey: `checkout-${input.orderId}` },
    );
    return sessionOf(session);
  }

  async retrieveSession(id: string): Promise<PaymentSession> {
    const { stripe } = await this.connect();
    return sessionOf(await stripe.checkout.sessions.retrieve(id));
  }

  async expireSession(id: string): Promise<PaymentSession> {
    const { stripe } = await this.connect();
    try {
      return sessionOf(await stripe.checkout.sessions.expire(id));
    } catch (error) {
      // Already complete or expired: say how it stands instead.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return this.retrieveSession(id);
      throw error;
    }
  }

  async cardFingerprint(paymentIntentId: string): Promise<string | null> {
    const { stripe } = await this.connect();
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
    const charge = intent.latest_charge;
    return typeof charge === 'object' && charge ? (charge.payment_method_details?.card?.fingerprint ?? null) : null;
  }

  async refund(request: RefundRequest): Promise<{ refundId: string; status: string }> {
    const { stripe } = await this.connect();
    try {
      const refund = await stripe.refunds.create(
        { payment_intent: request.paymentIntentId, amount: request.amountCents, metadata: request.metadata },
        { idempotencyKey: request.idempotencyKey },
      );
      return { refundId: refund.id, status: refund.status ?? 'pending' };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'charge_already_refunded' || error.code === 'amount_too_large')) {
        throw new ConflictError('The payment provider has already refunded this payment.', { cause: error });
      }
      throw error;
    }
  }

  async verifyEvent(rawBody: string, signature: string): Promise<VerifiedPaymentEvent> {
    const { stripe, secrets } = await this.connect();
    try {
      const event = stripe.webhooks.constructEvent(rawBody, signature, secrets.webhookSecret, signatureToleranceSeconds);
      return { id: event.id, type: event.type, created: event.created, object: event.data.object as unknown as Record<string, unknown> };
    } catch (error) {
      throw new PaymentSignatureError(error instanceof Error ? error.message : 'Bad signature', { cause: error });
    }
  }

  private connect() {
    this.client ??= this.secrets().then((secrets) => {
      const local = this.apiUrl ? new URL(this.apiUrl) : undefined;
      const stripe = new Stripe(secrets.secretKey, {
        maxNetworkRetries: 2,
        timeout: 10_000,
        ...(local ? { host: local.hostname, port: Number(local.port || 80), protocol: local.protocol === 'https:' ? 'https' : 'http' } : {}),
      });
      return { stripe, secrets };
    });
    this.client.catch(() => (this.client = undefined));
    return this.client;
  }
}

function sessionOf(session: Stripe.Checkout.Session): PaymentSession {
  const intent = session.payment_intent;
  return {
    id: session.id,
    url: session.url ?? null,
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paymentStatus: session.payment_status === 'paid' ? 'paid' : session.payment_status === 'no_payment_required' ? 'no_payment_required' : 'unpaid',
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amountTotalCents: session.amount_total ?? 0,
  };
}
