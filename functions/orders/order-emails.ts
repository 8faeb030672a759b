import type { OrderItem } from '../lib/data/entities/order';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { composeOrderEmail, type OrderEmailKind } from './order-email-text';

type MailDeps = Pick<Deps, 'store' | 'now' | 'config' | 'mailer' | 'guestLinks'>;

/**
 * Sends one of the buyer's order e-mails unless it already went out, then notes it on the order; a retried step may
 * send a message twice only if it crashed between sending and noting, never silently skip one. No e-mail holds a key:
 * each links to the order, where keys are revealed under audit.
 */
export function sendOrderEmail(deps: MailDeps, order: OrderItem, kind: OrderEmailKind, mark: string = kind): Promise<void> {
  return sendOrderEmails(deps, order, [{ kind, mark }]);
}

/** Several of the buyer's e-mails at once (confirmed and keys ready), noted on the order with one write. */
export async function sendOrderEmails(deps: MailDeps, order: OrderItem, emails: readonly { kind: OrderEmailKind; mark?: string }[]): Promise<void> {
  const due = emails.map((e) => ({ kind: e.kind, mark: e.mark ?? e.kind })).filter((e) => !order.emailsSent.includes(e.mark));
  if (due.length === 0) return;
  const link = await orderLink(deps, order);
  for (const { kind } of due) {
    const { subject, text } = composeOrderEmail(order, kind, link);
    await deps.mailer.send({ to: order.deliveryEmail, subject, text, tags: { kind, order: order.orderNumber } });
  }
  await deps.store.entities.order
    .patch({ orderId: order.orderId })
    .append({ emailsSent: due.map((e) => e.mark) })
    .go()
    .catch((error: unknown) => logger.warn('could not note sent e-mails', { orderId: order.orderId, error }));
}

/** Signed-in buyers open the order in their account; guests get a signed link that expires. */
export async function orderLink(deps: Pick<Deps, 'config' | 'guestLinks' | 'now'>, order: OrderItem): Promise<string> {
  const base = deps.config.PUBLIC_BASE_URL.replace(/\/$/, '');
  if (order.userId) return `${base}/account/orders/${order.orderId}`;
  const token = await deps.guestLinks.sign(order.orderId, order.deliveryEmail, deps.now());
  return `${base}/orders/${order.orderId}?token=${encodeURIComponent(token)}`;
}
