import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import { readBody } from '../gateway/read-body';
import { invalidRequest, StripeFault } from './stripe-fault';
import type { StripeTwinControl } from './twin-control';
import { WebhookDeliveryError } from './webhook-deliveries';

const inputs = {
  pay: z.object({ card: z.string().optional(), email: z.string().optional(), async: z.boolean().optional(), expiry: z.string().optional(), cvc: z.string().optional(), name: z.string().optional() }).strict(),
  settle: z.object({ result: z.enum(['succeeded', 'failed']) }).strict(),
  hold: z.object({ held: z.boolean() }).strict(),
  webhookUrl: z.object({ url: z.url().nullable() }).strict(),
  sign: z.object({ payload: z.string(), timestamp: z.number().int().optional() }).strict(),
};

type Route = [method: string, pattern: RegExp, run: (control: StripeTwinControl, id: string, body: () => Promise<unknown>) => Promise<unknown>];

const routes: Route[] = [
  ['POST', /^\/_twin\/sessions\/([^/]+)\/pay$/, async (control, id, body) => control.pay(id, parse(inputs.pay, await body()))],
  ['POST', /^\/_twin\/sessions\/([^/]+)\/settle$/, async (control, id, body) => control.settle(id, parse(inputs.settle, await body()).result)],
  ['POST', /^\/_twin\/sessions\/([^/]+)\/expire$/, (control, id) => control.expire(id)],
  ['POST', /^\/_twin\/sweep-expired$/, async (control) => ({ expired: await control.sweepExpired() })],
  ['POST', /^\/_twin\/payment_intents\/([^/]+)\/dispute$/, (control, id) => control.dispute(id)],
  ['GET', /^\/_twin\/events$/, async (control) => ({ data: control.events() })],
  ['POST', /^\/_twin\/events\/([^/]+)\/deliver$/, async (control, id) => ({ status: await control.deliver(id) })],
  ['POST', /^\/_twin\/deliveries\/hold$/, async (control, _id, body) => {
    const { held } = parse(inputs.hold, await body());
    control.holdDeliveries(held);
    return { held };
  }],
  ['POST', /^\/_twin\/webhook-url$/, async (control, _id, body) => {
    const { url } = parse(inputs.webhookUrl, await body());
    control.setWebhookUrl(url ?? undefined);
    return { url };
  }],
  ['POST', /^\/_twin\/sign$/, async (control, _id, body) => {
    const { payload, timestamp } = parse(inputs.sign, await body());
    return { header: control.signPayload(payload, timestamp) };
  }],
];

/**
 * The control operations over HTTP (JSON in and out) for a test or a benchmark in another process. Loopback callers
 * only: it can pay for anything, so it is never reachable through the store's gateway.
 */
export async function serveControl(control: StripeTwinControl, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const peer = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  if (peer !== '127.0.0.1' && peer !== '::1') return json(res, 403, { error: { type: 'invalid_request_error', message: 'The twin’s control API answers loopback callers only.' } });
  const route = routes.find(([method, pattern]) => method === req.method && pattern.test(path));
  if (!route) return json(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized control URL (${req.method}: ${path}).` } });
  const body = async () => parseJson((await readBody(req, 1024 * 1024)).toString('utf8'));
  try {
    json(res, 200, await route[2](control, decodeURIComponent(route[1].exec(path)![1] ?? ''), body));
  } catch (error) {
    if (error instanceof StripeFault) return json(res, error.status, error.body());
    if (error instanceof URIError) return json(res, 400, { error: { type: 'invalid_request_error', message: 'The path is not valid percent-encoding.' } });
    if (error instanceof WebhookDeliveryError) return json(res, 502, { error: { type: 'api_error', message: error.message } });
    throw error;
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw invalidRequest('The body is not valid JSON.');
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidRequest(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '));
  return parsed.data;
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}
