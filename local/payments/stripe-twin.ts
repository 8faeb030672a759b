import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveTwin } from '../runtime/twin-server';
import { serveCheckoutPage } from './checkout-page-route';
import { sweepExpired } from './checkout-sessions';
import { serveControl } from './control-api';
import { PaymentStore } from './payment-store';
import { stripeApi } from './stripe-api';
import type { TwinContext } from './twin-context';
import { twinControl, type StripeTwinControl } from './twin-control';
import { WebhookDeliveries } from './webhook-deliveries';

export interface StripeTwinOptions {
  /** The key the store's client sends as `Authorization: Bearer …`, e.g. `sk_test_local_…`. */
  secretKey: string;
  /** The endpoint's signing secret, `whsec_…`. */
  webhookSecret: string;
  /** Where events are POSTed; may be set later with `control.setWebhookUrl`. */
  webhookUrl: string | undefined;
  /** JSON persistence (so `.data/` survives restarts); memory only when absent. */
  stateFile?: string;
  /** Where the hosted page lives, '/_local/stripe' when the store's gateway mounts it; '' by default. */
  pagePrefix?: string;
  /** How often open sessions past `expires_at` are expired; 5000 by default. */
  expirySweepMs?: number;
  /** Webhook retry backoff after each failed attempt; [1000, 5000, 15000] by default. */
  retryDelaysMs?: number[];
  /** The twin's clock in epoch milliseconds, for tests that must reach a session's `expires_at`; Date.now by default. */
  now?: () => number;
}

export interface StripeTwin {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  control: StripeTwinControl;
  /** Stops the timers and deliveries and writes the state file. */
  stop(): Promise<void>;
}

/**
 * The one-machine Stripe: the subset of Stripe's API the store calls (`/v1/…`), the hosted checkout page under
 * `pagePrefix`, signed webhooks, and a control API for tests (`/_twin/…`, loopback only). One handler answers all of
 * them; the store's gateway mounts it for the page and passes the whole path.
 */
export function stripeTwin(options: StripeTwinOptions): StripeTwin {
  if (!options.secretKey || !options.webhookSecret) throw new Error('The local Stripe needs a secret key and a webhook secret');
  const pagePrefix = options.pagePrefix ?? '';
  const clock = options.now ?? Date.now;
  const store = PaymentStore.open(options.stateFile);
  const webhooks = new WebhookDeliveries(store, { secret: options.webhookSecret, url: options.webhookUrl, retryDelaysMs: options.retryDelaysMs ?? [1000, 5000, 15000], clock });
  const context: TwinContext = { store, webhooks, clock, pagePrefix };
  const api = stripeApi(context, options.secretKey);
  const control = twinControl(context, options.webhookSecret);
  const pagePath = `${pagePrefix}/pay/`;
  const sweep = setInterval(() => sweepExpired(context), options.expirySweepMs ?? 5000);
  sweep.unref();
  webhooks.resume();

  return {
    control,
    async handle(req, res) {
      const path = (req.url ?? '/').split('?')[0]!;
      if (path.startsWith(pagePath) && /^[^/]+$/.test(path.slice(pagePath.length))) {
        const id = path.slice(pagePath.length);
        return serveCheckoutPage(context, req, res, id, `${pagePath}${id}`);
      }
      if (path.startsWith('/v1/')) return api(req, res, path);
      if (path.startsWith('/_twin/')) return serveControl(control, req, res, path);
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path}).` } }));
    },
    async stop() {
      clearInterval(sweep);
      await webhooks.stop();
      await store.flush();
    },
  };
}

export interface LocalStripe {
  /** `http://127.0.0.1:<port>`; the store's client takes `{ host, port, protocol: 'http' }`. */
  endpoint: string;
  host: string;
  port: number;
  control: StripeTwinControl;
  /** The same handler, for the store's gateway to mount under `pagePrefix`. */
  handle: StripeTwin['handle'];
  stop(): Promise<void>;
}

/** Stripe on its own loopback port. */
export async function startLocalStripe(options: StripeTwinOptions): Promise<LocalStripe> {
  const twin = stripeTwin(options);
  const server = await serveTwin(twin.handle);
  const { hostname, port } = new URL(server.endpoint);
  return {
    endpoint: server.endpoint,
    host: hostname,
    port: Number(port),
    control: twin.control,
    handle: twin.handle,
    async stop() {
      await server.stop();
      await twin.stop();
    },
  };
}
