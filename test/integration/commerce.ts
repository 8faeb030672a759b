import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { consumers, type QueueName } from '../../shared/routes/consumer-table';
import type { Deps } from '../../functions/lib/deps';
import type { OutboxMessage } from '../../local/identity/outbox';
import { startQueuePoller } from '../../local/queues/queue-poller';
import { storeKeys } from '../../functions/inventory/store-keys';
import type { ProductItem } from '../../functions/lib/data/entities/product';
import type { VariantItem } from '../../functions/lib/data/entities/variant';
import { seedProduct, seedReference } from './catalog-fixture';
import { startTestGateway, type TestGateway } from './gateway';
import { useTestTable } from './table';
import { services } from './services';

/** The local Stripe's control operations, over its loopback HTTP API (the same twin the handlers' client calls). */
export const stripeControl = {
  async call<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${services().stripeEndpoint}/_twin${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as T;
    if (!res.ok) throw new Error(`twin ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  },
  pay: (sessionId: string, card = '4242424242424242') => stripeControl.call<{ outcome: string; message?: string }>('POST', `/sessions/${sessionId}/pay`, { card }),
  expire: (sessionId: string) => stripeControl.call('POST', `/sessions/${sessionId}/expire`),
  /** Pays with a delayed method (a bank debit): the session completes unpaid until `settle`. */
  payLater: (sessionId: string) => stripeControl.call<{ outcome: string }>('POST', `/sessions/${sessionId}/pay`, { async: true }),
  settle: (sessionId: string, result: 'succeeded' | 'failed') => stripeControl.call('POST', `/sessions/${sessionId}/settle`, { result }),
  dispute: (paymentIntentId: string) => stripeControl.call('POST', `/payment_intents/${paymentIntentId}/dispute`),
  events: () => stripeControl.call<{ data: { event: { id: string; type: string; data: { object: Record<string, unknown> } }; state: string; attempts: number; lastStatus: number | null }[] }>('GET', '/events'),
  deliver: (eventId: string) => stripeControl.call<{ status: number }>('POST', `/events/${eventId}/deliver`),
  hold: (held: boolean) => stripeControl.call('POST', '/deliveries/hold', { held }),
  webhookUrl: (url: string | null) => stripeControl.call('POST', '/webhook-url', { url }),
  sign: (payload: string, timestamp?: number) => stripeControl.call<{ header: string }>('POST', '/sign', { payload, ...(timestamp === undefined ? {} : { timestamp }) }),
};

export const sessionOf = (paymentUrl: string) => new URL(paymentUrl).pathname.split('/').pop()!;

export interface Commerce {
  deps: Deps;
  gateway: TestGateway;
  /** Sends a JSON request to the gateway as `token`'s owner (or anonymously). */
  api<T = Record<string, unknown>>(method: string, path: string, options?: { token?: string | undefined; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; body: T }>;
  /** A product with one variant holding `keys` fresh keys. */
  stock(keys: number, product?: Partial<ProductItem>, variant?: Partial<VariantItem>): Promise<{ productId: string; variantId: string; priceUsdCents: number; secrets: string[] }>;
  /** Waits until `probe` answers something truthy. */
  until<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs?: number): Promise<T>;
  outbox(to: string): Promise<OutboxMessage[]>;
  stop(): Promise<void>;
}

/**
 * A test file's whole purchase path: its own table and queues (so no other file's messages reach its consumers), the
 * real gateway with its handlers, the consumers polling as Lambda would, and the run's local Stripe sending this file's
 * webhooks to this gateway.
 */
export async function useCommerce(options: { poll?: boolean } = {}): Promise<Commerce> {
  const queueUrls = await ownQueues();
  process.env.QUEUE_URL_ORDERS = queueUrls.orders;
  process.env.QUEUE_URL_PREORDERS = queueUrls.preorders;
  process.env.QUEUE_URL_SEARCH_INDEX = queueUrls['search-index'];
  process.env.QUEUE_URL_TRACKING = queueUrls.tracking;
  process.env.QUEUE_URL_EXPORTS = queueUrls.exports;
  const deps = await useTestTable();
  await seedReference(deps);
  const gateway = await startTestGateway();
  await stripeControl.hold(false);
  await stripeControl.webhookUrl(`${gateway.url}/api/payments/webhook`);
  const sqs = new SQSClient({ endpoint: services().sqsEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
  const poller = options.poll === false ? null : startQueuePoller(sqs, queueUrls);
  const commerce: Commerce = {
    deps,
    gateway,
    async api(method, path, o = {}) {
      const res = await fetch(`${gateway.url}${path}`, {
        method,
        headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...(o.body === undefined ? {} : { 'content-type': 'application/json' }), origin: 'https://shop.test', ...o.headers },
        body: o.body === undefined ? undefined : JSON.stringify(o.body),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : undefined) as never };
    },
    async stock(keys, product = {}, variant = {}) {
      const { product: p, variants } = await seedProduct(deps, { slug: `p-${randomUUID().slice(0, 8)}`, ...product }, [{ priceUsdCents: 1999, ...variant }]);
      const secrets = Array.from({ length: keys }, () => `KEY-${randomUUID().toUpperCase()}`);
      if (keys) await storeKeys(deps, variants[0]!.variantId, secrets, 'test');
      return { productId: p.productId, variantId: variants[0]!.variantId, priceUsdCents: variants[0]!.priceUsdCents, secrets };
    },
    async until(probe, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const value = await probe();
        if (value) return value;
        if (Date.now() > deadline) throw new Error('condition not met in time');
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async outbox(to) {
      const text = await readFile(services().outboxPath, 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as OutboxMessage)
        .filter((m) => m.to === to);
    },
    async stop() {
      await stripeControl.webhookUrl(null);
      await poller?.stop();
      await gateway.close();
    },
  };
  return commerce;
}

/**
 * A fresh set of the run's queues, each with its dead-letter queue (`<queue URL>-dlq`) and the deployed redrive policy,
 * for a test file that must see no other file's messages.
 */
export async function ownQueues(): Promise<Record<QueueName, string>> {
  const client = new SQSClient({ endpoint: services().sqsEndpoint, region: 'us-east-1', credentials: { accessKeyId: 'l', secretAccessKey: 'l' } });
  const suffix = randomUUID().slice(0, 8);
  const urls = {} as Record<QueueName, string>;
  for (const consumer of Object.values(consumers)) {
    const dlq = await client.send(new CreateQueueCommand({ QueueName: `${consumer.queue}-${suffix}-dlq` }));
    const arn = (await client.send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl!, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
    const queue = await client.send(
      new CreateQueueCommand({
        QueueName: `${consumer.queue}-${suffix}`,
        // Short in tests, so a failed message comes back quickly; the redrive is the deployed one.
        Attributes: { VisibilityTimeout: '2', RedrivePolicy: JSON.stringify({ deadLetterTargetArn: arn, maxReceiveCount: consumer.maxReceiveCount }) },
      }),
    );
    urls[consumer.queue] = queue.QueueUrl!;
  }
  return urls;
}
