import { formatPrice } from '../../shared/money/price';
import type { OrderItem } from '../lib/data/entities/order';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';

export type OrderEmailKind = 'order-confirmed' | 'keys-ready' | 'preorder-delivered' | 'refunded';

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
    const { subject, text } = compose(order, kind, link);
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

function compose(order: OrderItem, kind: OrderEmailKind, link: string): { subject: string; text: string } {
  const lines = order.items.map((i) => `- ${i.quantity} x ${i.productName} (${[i.platformName, i.regionName, i.faceValue].filter(Boolean).join(', ')}): ${formatPrice(i.totalCents)}`).join('\n');
  const total = formatPrice(order.totalCents);
  const waiting = order.items.some((i) => i.delivery !== 'instant');
  switch (kind) {
    case 'order-confirmed':
      return {
        subject: `Order ${order.orderNumber} confirmed`,
        text: `Thank you for your order ${order.orderNumber}.\n\n${lines}\n\nTotal charged: ${total} (USD)\n\n${
          waiting ? 'Pre-ordered items are delivered automatically, first come, first served, when stock arrives. You can see your place in the queue, or cancel for a full refund until delivery, on your order page:' : 'Your keys are ready on your order page:'
        }\n${link}\n\nFor your security, keys are never sent by e-mail.`,
      };
    case 'keys-ready':
      return {
        subject: `Your keys for order ${order.orderNumber} are ready`,
        text: `Your keys for order ${order.orderNumber} are ready. Open your order to reveal them:\n${link}\n\nA key you have not revealed can be refunded within the refund window; revealing it ends that right.`,
      };
    case 'preorder-delivered':
      return {
        subject: `Your pre-order ${order.orderNumber} has been delivered`,
        text: `Good news: the keys you pre-ordered in order ${order.orderNumber} have arrived.\n\n${lines}\n\nReveal them on your order page:\n${link}`,
      };
    case 'refunded':
      return {
        subject: `Refund for order ${order.orderNumber}`,
        text: `We have refunded ${formatPrice(order.refundedCents)} of order ${order.orderNumber} to your original payment method. Banks usually show it within 5 to 10 business days.\n\nOrder details:\n${link}`,
      };
  }
}
