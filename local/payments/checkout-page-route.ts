import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../gateway/read-body';
import { checkoutPage, closedPage, notFoundPage, type HtmlResponse } from './checkout-page';
import { expireIfLapsed } from './checkout-sessions';
import { closedMessage, paySession } from './pay-session';
import type { CheckoutSession } from './stripe-objects';
import type { TwinContext } from './twin-context';

/** Where Stripe sends the shopper after paying: `success_url` with `{CHECKOUT_SESSION_ID}` filled in. */
export const successRedirect = (session: CheckoutSession) => session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);

/** GET shows the hosted page; POST is its Pay button, which redirects to `success_url` or shows the card's problem. */
export async function serveCheckoutPage(context: TwinContext, req: IncomingMessage, res: ServerResponse, id: string, action: string): Promise<void> {
  const record = context.store.sessions.get(id);
  if (!record) return send(res, notFoundPage());
  if (req.method !== 'GET' && req.method !== 'POST') return void res.writeHead(405, { allow: 'GET, POST' }).end();
  if (req.method === 'GET') {
    expireIfLapsed(context, record);
    const { session } = record;
    return send(res, session.status === 'open' ? checkoutPage({ session, lineItems: record.lineItems, action }) : closedPage(session, closedMessage(session), successRedirect(session)));
  }
  const form = new URLSearchParams((await readBody(req, 16 * 1024)).toString('utf8'));
  const entry = { email: form.get('email') ?? '', cardNumber: form.get('cardNumber') ?? '', cardExpiry: form.get('cardExpiry') ?? '', cardCvc: form.get('cardCvc') ?? '', billingName: form.get('billingName') ?? '' };
  const result = paySession(context, id, entry);
  const { session } = record;
  if (result.outcome !== 'declined') return void res.writeHead(303, { location: successRedirect(session), 'cache-control': 'no-store' }).end();
  if (session.status !== 'open') return send(res, closedPage(session, closedMessage(session), successRedirect(session)));
  const values = { email: entry.email, cardExpiry: entry.cardExpiry, billingName: entry.billingName };
  send(res, checkoutPage({ session, lineItems: record.lineItems, action, values, error: { message: result.message!, field: result.field }, status: 402 }));
}

function send(res: ServerResponse, page: HtmlResponse) {
  res.writeHead(page.status, { ...page.headers, 'content-length': String(Buffer.byteLength(page.body)) }).end(page.body);
}
