import Stripe from 'stripe';
import { startLocalStripe, type LocalStripe, type StripeTwinOptions } from './stripe-twin';
import { startTestWebhookEndpoint, type TestWebhookEndpoint } from './test-webhook-endpoint';

export const testKeys = { secretKey: 'sk_test_local_payments_twin', webhookSecret: 'whsec_local_payments_twin' } as const;

export interface TestStripe {
  twin: LocalStripe;
  /** The official client, pointed at the twin as the store points it. */
  stripe: Stripe;
  webhooks: TestWebhookEndpoint;
  /** A session as the store's adapter creates it; success_url is on the twin's own origin, so `url` is servable. */
  createSession(overrides?: Partial<Stripe.Checkout.SessionCreateParams>): Promise<Stripe.Checkout.Session>;
  stop(): Promise<void>;
}

/** The twin on its own port, a webhook endpoint that verifies what it receives, and a client; fast retries and sweeps. */
export async function startTestStripe(options: Partial<StripeTwinOptions> = {}): Promise<TestStripe> {
  const webhooks = await startTestWebhookEndpoint(testKeys.webhookSecret);
  const twin = await startLocalStripe({ ...testKeys, webhookUrl: webhooks.url, retryDelaysMs: [20, 40], expirySweepMs: 50, ...options });
  const stripe = client(twin);
  return {
    twin,
    stripe,
    webhooks,
    createSession: (overrides = {}) =>
      stripe.checkout.sessions.create({
        mode: 'payment',
        currency: 'usd',
        client_reference_id: 'order-1',
        customer_email: 'ada@shop.test',
        metadata: { orderId: 'order-1' },
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        success_url: `${twin.endpoint}/orders/order-1?session={CHECKOUT_SESSION_ID}`,
        cancel_url: `${twin.endpoint}/cart`,
        line_items: [
          { quantity: 2, price_data: { currency: 'usd', unit_amount: 1299, product_data: { name: 'Neon Racer', description: 'Steam key', images: ['https://img.test/a.png'] } } },
          { quantity: 1, price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'Soundtrack' } } },
        ],
        ...overrides,
      }),
    async stop() {
      await twin.stop();
      await webhooks.stop();
    },
  };
}

export function client(twin: { host: string; port: number }, secretKey: string = testKeys.secretKey): Stripe {
  return new Stripe(secretKey, { host: twin.host, port: twin.port, protocol: 'http', maxNetworkRetries: 0 });
}
