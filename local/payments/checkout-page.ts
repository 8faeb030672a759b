import { createHash } from 'node:crypto';
import { escapeHtml } from '../identity/html-page';
import { testCardList, type CardField } from './card-check';
import { formatAmount } from './money';
import type { LineItem } from './payment-store';
import type { CheckoutSession } from './stripe-objects';

export const merchantName = 'NeonKeys (local test payments)';

const style = [
  ':root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;line-height:1.5;color:#1a1a1a;background:#f6f8fa}',
  'body{margin:0;padding:1rem}main{max-width:30rem;margin:0 auto;background:#fff;border:1px solid #d8dee4;border-radius:.75rem;padding:1.25rem}',
  'h1{font-size:1.5rem;margin:.25rem 0 1rem}.merchant{margin:0;font-weight:600;color:#444}a{color:#0b57d0}',
  'table{width:100%;border-collapse:collapse;margin-bottom:1rem}caption{text-align:left;font-weight:600;padding-bottom:.25rem}',
  'th,td{padding:.4rem .25rem;border-bottom:1px solid #e5e7eb;text-align:left;vertical-align:top}td.n,th.n{text-align:right;white-space:nowrap}',
  'tfoot th,tfoot td{font-weight:700;border-bottom:0}.desc{display:block;font-size:.875rem;color:#555}',
  'label{display:block;margin:.75rem 0 .25rem;font-weight:600}',
  'input{box-sizing:border-box;width:100%;padding:.65rem;font:inherit;border:1px solid #8c959f;border-radius:.375rem}',
  'input:focus{outline:3px solid #0b57d0;outline-offset:1px}input[aria-invalid=true]{border-color:#b3261e}',
  '.row{display:flex;gap:.75rem}.row>div{flex:1}',
  'button{width:100%;margin-top:1.25rem;padding:.8rem;font:inherit;font-weight:700;color:#fff;background:#0b57d0;border:0;border-radius:.375rem;cursor:pointer}',
  'button:focus{outline:3px solid #1a1a1a;outline-offset:2px}',
  '.error{color:#b3261e;background:#fdecea;border-radius:.375rem;padding:.6rem .75rem;margin:0 0 .5rem}',
  '.note{font-size:.875rem;background:#fff8e1;border:1px solid #f0d98c;border-radius:.375rem;padding:.5rem .75rem;margin:1rem 0}',
  '.note ul{margin:.25rem 0 0;padding-left:1.25rem}code{font-size:1em}',
].join('');

/** The stylesheet is allowed by its hash: the page needs no script and no 'unsafe-inline'. */
const styleSource = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;

export interface HtmlResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface CheckoutForm {
  session: CheckoutSession;
  lineItems: LineItem[];
  /** Where the form posts: the page's own path. */
  action: string;
  /** What the shopper typed that is safe to show again; never the card number or the security code. */
  values?: { email?: string; cardExpiry?: string; billingName?: string };
  error?: { message: string; field?: CardField };
  status?: number;
}

/** The hosted payment page: the order, the card form, and which test cards do what. */
export function checkoutPage(form: CheckoutForm): HtmlResponse {
  const { session, lineItems, error } = form;
  const total = formatAmount(session.amount_total, session.currency);
  const email = form.values?.email ?? session.customer_email ?? '';
  const field = (name: CardField, label: string, attributes: string, value = '') => {
    const invalid = error?.field === name;
    return `<label for="${name}">${escapeHtml(label)}</label><input id="${name}" name="${name}" ${attributes} value="${escapeHtml(value)}" required${invalid ? ' aria-invalid="true" aria-describedby="form-error" autofocus' : ''}>`;
  };
  const rows = lineItems
    .map((item) => {
      const description = item.description ? `<span class="desc">${escapeHtml(item.description)}</span>` : '';
      return `<tr><td>${escapeHtml(item.name)}${description}</td><td class="n">${item.quantity}</td><td class="n">${formatAmount(item.unitAmount * item.quantity, item.currency)}</td></tr>`;
    })
    .join('');
  const back = session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : '';
  const cards = testCardList.map(([number, behaviour]) => `<li><code>${number}</code> ${behaviour}</li>`).join('');
  const content =
    `${back}<p class="merchant">${escapeHtml(merchantName)}</p><h1>Pay ${escapeHtml(total)}</h1>` +
    `<table><caption>Your order</caption><thead><tr><th scope="col">Item</th><th scope="col" class="n">Qty</th><th scope="col" class="n">Amount</th></tr></thead>` +
    `<tbody>${rows}</tbody><tfoot><tr><th scope="row" colspan="2">Total (${escapeHtml(session.currency.toUpperCase())})</th><td class="n">${escapeHtml(total)}</td></tr></tfoot></table>` +
    `<aside class="note"><strong>This is a local test payment page.</strong> No real card is charged and nothing leaves this machine. ` +
    `Use any future expiry date and any three-digit security code. Test cards:<ul>${cards}</ul></aside>` +
    `<form method="post" action="${escapeHtml(form.action)}">` +
    (error ? `<p class="error" id="form-error" role="alert">${escapeHtml(error.message)}</p>` : '') +
    field('email', 'Email', 'type="email" autocomplete="email" spellcheck="false"', email) +
    field('cardNumber', 'Card number', 'type="text" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"') +
    `<div class="row"><div>${field('cardExpiry', 'Expiry (MM / YY)', 'type="text" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY"', form.values?.cardExpiry)}</div>` +
    `<div>${field('cardCvc', 'CVC', 'type="text" inputmode="numeric" autocomplete="cc-csc" placeholder="123"')}</div></div>` +
    field('billingName', 'Cardholder name', 'type="text" autocomplete="cc-name"', form.values?.billingName) +
    `<button type="submit">Pay ${escapeHtml(total)}</button></form>`;
  return page(`Pay ${merchantName}`, content, form.status ?? 200, [new URL(session.success_url).origin]);
}

/** What an expired or completed session's page says, with the way back to the store. */
export function closedPage(session: CheckoutSession, message: string, successUrl: string): HtmlResponse {
  const link =
    session.status === 'expired'
      ? session.cancel_url && `<a href="${escapeHtml(session.cancel_url)}">Back to the store</a>`
      : `<a href="${escapeHtml(successUrl)}">Continue to the store</a>`;
  const content = `<p class="merchant">${escapeHtml(merchantName)}</p><h1>${escapeHtml(message)}</h1>${link ? `<p>${link}</p>` : ''}`;
  return page(message, content, session.status === 'expired' ? 410 : 200, []);
}

export function notFoundPage(): HtmlResponse {
  return page('Not found', `<p class="merchant">${escapeHtml(merchantName)}</p><h1>This checkout session does not exist.</h1>`, 404, []);
}

function page(title: string, content: string, status: number, formTargets: string[]): HtmlResponse {
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      // A form's redirect must also pass form-action, so the store's origin (success_url's) is allowed beside 'self'.
      'content-security-policy': `default-src 'none'; style-src ${styleSource}; form-action 'self' ${formTargets.join(' ')}; frame-ancestors 'none'; base-uri 'none'`.replace(' ;', ';'),
    },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${content}</main></body></html>`,
  };
}
