import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, readBody } from '../gateway/read-body';
import { checkApiKey } from './api-key';
import { refund, retrieveIntent } from './charges';
import { createSession, expireSession, findSession } from './checkout-sessions';
import { parseForm } from './form-body';
import { FormReader } from './form-reader';
import { IdempotencyCache } from './idempotency';
import { StripeFault } from './stripe-fault';
import { stripeId } from './stripe-ids';
import type { TwinContext } from './twin-context';

type Operation = (context: TwinContext, form: FormReader, id: string) => object;

const operations: { method: string; pattern: RegExp; run: Operation }[] = [
  { method: 'POST', pattern: /^\/v1\/checkout\/sessions$/, run: (context, form) => createSession(context, form) },
  { method: 'GET', pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/, run: (context, _form, id) => findSession(context, id).session },
  { method: 'POST', pattern: /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, run: (context, form, id) => (form.only('expand'), expireSession(context, id)) },
  { method: 'POST', pattern: /^\/v1\/refunds$/, run: (context, form) => refund(context, form) },
  { method: 'GET', pattern: /^\/v1\/payment_intents\/([^/]+)$/, run: (context, form, id) => retrieveIntent(context, form, id) },
];

/**
 * Stripe's REST API, the subset the store calls: form-encoded bodies in bracket notation, JSON answers shaped as
 * Stripe's objects, Stripe's error bodies and statuses (so the official client throws its typed errors), the secret key
 * checked on every request, and `Idempotency-Key` honoured on POSTs (the client sends one with each).
 */
export function stripeApi(context: TwinContext, secretKey: string) {
  const idempotency = new IdempotencyCache(context.clock);

  return async function serveApi(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const method = req.method ?? 'GET';
    const version = headerValue(req, 'stripe-version');
    const headers: Record<string, string> = { 'request-id': stripeId('req', 14), ...(version && { 'stripe-version': version }) };
    try {
      checkApiKey(req, secretKey);
      const match = operations.map((op) => ({ op, found: op.method === method ? op.pattern.exec(path) : null })).find(({ found }) => found);
      if (!match) throw new StripeFault(404, `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`);
      // A GET's parameters (`expand[]=…`) come in the query string, a POST's in the form body.
      const body = method === 'POST' ? (await readBody(req, 1024 * 1024)).toString('utf8') : (req.url ?? '').split('?')[1] ?? '';
      const key = method === 'POST' ? headerValue(req, 'idempotency-key') : undefined;
      const fingerprint = `${method} ${path}\n${body}`;
      const saved = key ? idempotency.replay(secretKey, key, fingerprint) : undefined;
      if (saved) return reply(res, saved.status, saved.body, { ...headers, 'idempotency-key': key!, 'idempotent-replayed': 'true' });
      const result = match.op.run(context, new FormReader(parseForm(body)), decodePathId(match.found![1] ?? ''));
      const text = JSON.stringify(result, null, 2);
      if (key) idempotency.save(secretKey, key, fingerprint, 200, text);
      reply(res, 200, text, key ? { ...headers, 'idempotency-key': key } : headers);
    } catch (error) {
      const fault = error instanceof BodyTooLargeError ? new StripeFault(413, 'Request body too large.') : error;
      if (!(fault instanceof StripeFault)) throw error;
      const extra: Record<string, string> = fault.status === 401 ? { 'www-authenticate': 'Bearer realm="Stripe"' } : {};
      reply(res, fault.status, JSON.stringify(fault.body(), null, 2), { ...headers, ...extra });
    }
  };
}

function decodePathId(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) || undefined;
}

function reply(res: ServerResponse, status: number, body: string, headers: Record<string, string>) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-cache, no-store', 'content-length': String(Buffer.byteLength(body)), ...headers }).end(body);
}
