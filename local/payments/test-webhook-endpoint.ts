import { createServer, type Server } from 'node:http';
import Stripe from 'stripe';
import { readBody } from '../gateway/read-body';

export interface TestWebhookEndpoint {
  url: string;
  /** Events whose signature the official client accepted, in arrival order (a redelivery appears twice). */
  received: Stripe.Event[];
  /** Requests whose signature it refused, with its reason. */
  refused: string[];
  /** The status the endpoint answers with from now on (500 to make the twin retry). */
  answer(status: number): void;
  waitFor(predicate: (events: Stripe.Event[]) => boolean, timeoutMs?: number): Promise<Stripe.Event[]>;
  stop(): Promise<void>;
}

/** A store-like webhook endpoint: verifies each delivery with `stripe.webhooks.constructEvent`, as the store does. */
export async function startTestWebhookEndpoint(webhookSecret: string): Promise<TestWebhookEndpoint> {
  const stripe = new Stripe('sk_test_unused');
  const received: Stripe.Event[] = [];
  const refused: string[] = [];
  let status = 200;
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      try {
        received.push(stripe.webhooks.constructEvent(body.toString('utf8'), String(req.headers['stripe-signature']), webhookSecret));
        res.writeHead(status).end();
      } catch (error) {
        refused.push((error as Error).message);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}/webhooks/stripe`,
    received,
    refused,
    answer: (next) => void (status = next),
    async waitFor(predicate, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > deadline) throw new Error(`The webhook endpoint did not get the expected events; it has: ${received.map((e) => e.type).join(', ') || 'none'}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return received;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
