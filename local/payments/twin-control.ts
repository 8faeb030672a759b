import { dispute } from './charges';
import { expireSession, findSession, sweepExpired } from './checkout-sessions';
import type { DeliveryState } from './payment-store';
import { paySession, settleSession, type PayResult } from './pay-session';
import { noSuch } from './stripe-fault';
import type { CheckoutSession, Dispute, StripeEvent } from './stripe-objects';
import type { TwinContext } from './twin-context';
import { signPayload } from './webhook-signature';

export interface PayOptions {
  /** Spaces allowed; 4242 4242 4242 4242 by default. */
  card?: string;
  /** The session's `customer_email` by default. */
  email?: string;
  /** Complete unpaid, as a delayed-notification method does, until `settle`. */
  async?: boolean;
  expiry?: string;
  cvc?: string;
  name?: string;
}

export interface EventDelivery {
  event: StripeEvent;
  state: DeliveryState;
  attempts: number;
  /** The endpoint's last HTTP status, or null when it never answered. */
  lastStatus: number | null;
  lastError: string | null;
}

/** What tests and benchmarks drive the twin with, beyond Stripe's API: the shopper's side and the webhook outbox. */
export interface StripeTwinControl {
  pay(sessionId: string, options?: PayOptions): Promise<PayResult>;
  settle(sessionId: string, result: 'succeeded' | 'failed'): Promise<CheckoutSession>;
  expire(sessionId: string): Promise<CheckoutSession>;
  /** Runs the expiry timer's sweep now; answers the ids it expired. */
  sweepExpired(): Promise<string[]>;
  dispute(paymentIntentId: string): Promise<Dispute>;
  events(): EventDelivery[];
  /** Sends an existing event again now and answers the endpoint's HTTP status. */
  deliver(eventId: string): Promise<number>;
  /** While held, new events are recorded but not sent; releasing sends nothing by itself (use `deliver`). */
  holdDeliveries(held: boolean): void;
  setWebhookUrl(url: string | undefined): void;
  signPayload(payload: string, timestampSeconds?: number): string;
}

export function twinControl(context: TwinContext, webhookSecret: string): StripeTwinControl {
  return {
    async pay(sessionId, options = {}) {
      const { session } = findSession(context, sessionId);
      const year = new Date(context.clock()).getUTCFullYear() + 3;
      return paySession(
        context,
        sessionId,
        {
          email: options.email ?? session.customer_email ?? 'shopper@example.com',
          cardNumber: options.card ?? '4242424242424242',
          cardExpiry: options.expiry ?? `12 / ${year % 100}`,
          cardCvc: options.cvc ?? '123',
          billingName: options.name ?? 'Test Shopper',
        },
        { async: options.async },
      );
    },
    settle: async (sessionId, result) => settleSession(context, sessionId, result),
    expire: async (sessionId) => expireSession(context, sessionId),
    sweepExpired: async () => sweepExpired(context),
    dispute: async (paymentIntentId) => dispute(context, paymentIntentId),
    events: () => [...context.store.events.values()].map(({ event, delivery }) => ({ event, ...delivery })),
    async deliver(eventId) {
      if (!context.store.events.has(eventId)) throw noSuch('event', eventId, 'id');
      return context.webhooks.deliver(eventId);
    },
    holdDeliveries: (held) => context.webhooks.hold(held),
    setWebhookUrl: (url) => context.webhooks.setUrl(url),
    signPayload: (payload, timestampSeconds) => signPayload(payload, webhookSecret, timestampSeconds),
  };
}
