import Stripe from 'stripe';
import type { EventRecord, PaymentStore } from './payment-store';
import { stripeId } from './stripe-ids';
import type { EventType, StripeEvent } from './stripe-objects';
import { signPayload } from './webhook-signature';

export interface DeliveryOptions {
  secret: string;
  url: string | undefined;
  retryDelaysMs: number[];
  clock: () => number;
}

export class WebhookDeliveryError extends Error {
  override name = 'WebhookDeliveryError';
}

const attemptTimeoutMs = 10_000;

/**
 * Records each event and POSTs it, signed, to the endpoint in the background: an API answer never waits on a webhook.
 * A failed attempt (non-2xx or no connection) is retried after each of `retryDelaysMs`, as Stripe retries with backoff;
 * every attempt is signed afresh at its own time. While deliveries are held, new events are only recorded.
 */
export class WebhookDeliveries {
  private held = false;
  private readonly retryTimers = new Map<string, NodeJS.Timeout>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly stopping = new AbortController();

  constructor(
    private readonly store: PaymentStore,
    private readonly options: DeliveryOptions,
  ) {}

  /** Events recorded before an endpoint existed stay unsent, as Stripe sends only what happens after one is added. */
  setUrl(url: string | undefined): void {
    this.options.url = url;
  }

  hold(held: boolean): void {
    this.held = held;
  }

  /** Records an event around a snapshot of `object` and starts its delivery. */
  emit(type: EventType, object: StripeEvent['data']['object']): StripeEvent {
    const event: StripeEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(this.options.clock() / 1000),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const state = this.held ? 'held' : this.options.url ? 'pending' : 'no-endpoint';
    const record: EventRecord = { event, delivery: { state, attempts: 0, lastStatus: null, lastError: null } };
    this.store.events.set(event.id, record);
    this.store.changed();
    if (state === 'pending') this.attempt(record, 0);
    return event;
  }

  /** Picks up deliveries a previous run left pending (its retry timers died with it). */
  resume(): void {
    for (const record of this.store.events.values()) if (record.delivery.state === 'pending') this.attempt(record, 0);
  }

  /** Sends an existing event now, whatever its state (again, late, or out of order), and answers the endpoint's status. */
  async deliver(eventId: string): Promise<number> {
    const record = this.store.events.get(eventId);
    if (!record) throw new WebhookDeliveryError(`No such event: '${eventId}'`);
    clearTimeout(this.retryTimers.get(eventId));
    this.retryTimers.delete(eventId);
    const status = await this.track(this.send(record));
    record.delivery.state = status >= 200 && status < 300 ? 'delivered' : 'failed';
    this.store.changed();
    if (status === 0) throw new WebhookDeliveryError(`The webhook endpoint did not answer: ${record.delivery.lastError}`);
    return status;
  }

  async stop(): Promise<void> {
    for (const timer of this.retryTimers.values()) clearTimeout(timer);
    this.retryTimers.clear();
    this.stopping.abort();
    await Promise.allSettled([...this.inFlight]);
  }

  private attempt(record: EventRecord, retry: number): void {
    if (!this.options.url) {
      record.delivery.state = 'no-endpoint';
      return;
    }
    void this.track(this.send(record)).then((status) => {
      if (this.stopping.signal.aborted) return;
      if (status >= 200 && status < 300) {
        record.delivery.state = 'delivered';
      } else if (retry < this.options.retryDelaysMs.length) {
        const timer = setTimeout(() => {
          this.retryTimers.delete(record.event.id);
          this.attempt(record, retry + 1);
        }, this.options.retryDelaysMs[retry]);
        timer.unref();
        this.retryTimers.set(record.event.id, timer);
      } else {
        record.delivery.state = 'failed';
      }
      this.store.changed();
    });
  }

  /** One POST; answers the HTTP status, or 0 when the endpoint could not be reached. */
  private async send(record: EventRecord): Promise<number> {
    const url = this.options.url;
    if (!url) {
      record.delivery.lastError = 'No webhook endpoint is set';
      return 0;
    }
    const payload = JSON.stringify(record.event, null, 2);
    record.delivery.attempts += 1;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signPayload(payload, this.options.secret),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.any([AbortSignal.timeout(attemptTimeoutMs), this.stopping.signal]),
      });
      await response.body?.cancel();
      record.delivery.lastStatus = response.status;
      record.delivery.lastError = response.ok ? null : `HTTP ${response.status}`;
      return response.status;
    } catch (error) {
      record.delivery.lastStatus = null;
      record.delivery.lastError = (error as Error).cause ? String((error as Error).cause) : (error as Error).message;
      return 0;
    }
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work)).catch(() => undefined);
    return work;
  }
}
