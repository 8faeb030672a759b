import type { PaymentStore } from './payment-store';
import type { WebhookDeliveries } from './webhook-deliveries';

/** What every operation of the twin works on: its state, its event outbox, its clock and where its page is mounted. */
export interface TwinContext {
  store: PaymentStore;
  webhooks: WebhookDeliveries;
  /** Milliseconds since the epoch; tests move it to reach a session's `expires_at`. */
  clock: () => number;
  pagePrefix: string;
}

export const unixSeconds = (context: TwinContext) => Math.floor(context.clock() / 1000);
