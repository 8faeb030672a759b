import type { OrderItem } from '../lib/data/entities/order';
import type { Deps } from '../lib/deps';
import { logger } from '../lib/http/logger';
import { isConditionFailure } from '../lib/data/condition-failure';
import { expiresAfterDays } from '../lib/data/expires-at';
import { composeOrderEmail, type OrderEmailKind } from './order-email-text';

type MailDeps = Pick<Deps, 'store' | 'now' | 'config' | 'mailer' | 'guestLinks'>;

/**
 * Sends one of the buyer's order e-mails unless it already went out, then notes it on the order. Each e-mail is claimed
 * first (functions/lib/data/entities/order-email-claim.ts), so deliveries of one event handled at once send it once; a
 * step that fails to send gives its claim back and is retried. A message goes twice only if its step crashed between
 * sending and noting, never silently not at all. No e-mail holds a key: each links to the order, where keys are
 * revealed under audit.
 */
export function sendOrderEmail(deps: MailDeps, order: OrderItem, kind: OrderEmailKind, mark: string = kind): Promise<void> {
  return sendOrderEmails(deps, order, [{ kind, mark }]);
}

/** Longer than any step that sends, shorter than SQS's redelivery of a crashed one (entities/order-email-claim.ts). */
export const emailClaimLeaseMs = 60_000;

/** Several of the buyer's e-mails at once (confirmed and keys ready), noted on the order with one write. */
export async function sendOrderEmails(deps: MailDeps, order: OrderItem, emails: readonly { kind: OrderEmailKind; mark?: string }[]): Promise<void> {
  const unsent = emails.map((e) => ({ kind: e.kind, mark: e.mark ?? e.kind })).filter((e) => !order.emailsSent.includes(e.mark));
  if (unsent.length === 0) return;
  const claimed = (await Promise.all(unsent.map(async (e) => ((await claim(deps, order.orderId, e.mark)) ? [e] : [])))).flat();
  if (claimed.length === 0) return;
  // Read again once claimed: a delivery that sent and noted them after this order was read is not to be repeated.
  const noted = (await deps.store.entities.order.get({ orderId: order.orderId }).go({ consistent: true, attributes: ['emailsSent'] })).data?.emailsSent ?? [];
  const due = claimed.filter((e) => !noted.includes(e.mark));
  if (due.length === 0) return;
  const sent: string[] = [];
  try {
    const link = await orderLink(deps, order);
    for (const { kind, mark } of due) {
      const { subject, text } = composeOrderEmail(order, kind, link);
      await deps.mailer.send({ to: order.deliveryEmail, subject, text, tags: { kind, order: order.orderNumber } });
      sent.push(mark);
    }
  } catch (error) {
    // What did not go out is given back, so the retry sends it at once instead of after the lease.
    await Promise.all(due.filter((e) => !sent.includes(e.mark)).map((e) => deps.store.entities.orderEmailClaim.delete({ orderId: order.orderId, mark: e.mark }).go()));
    throw error;
  } finally {
    if (sent.length > 0) {
      await deps.store.entities.order
        .patch({ orderId: order.orderId })
        .append({ emailsSent: sent })
        .go()
        .catch((error: unknown) => logger.warn('could not note sent e-mails', { orderId: order.orderId, error }));
    }
  }
}

/** Whether this step may send the e-mail: no other holds a live claim on it. */
async function claim(deps: Pick<Deps, 'store' | 'now'>, orderId: string, mark: string): Promise<boolean> {
  const now = deps.now();
  try {
    await deps.store.entities.orderEmailClaim
      .put({ orderId, mark, leaseUntil: now.getTime() + emailClaimLeaseMs, expiresAt: expiresAfterDays(now, 2) })
      .where(({ leaseUntil }, { notExists, lt }) => `${notExists(leaseUntil)} OR ${lt(leaseUntil, now.getTime())}`)
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Signed-in buyers open the order in their account; guests get a signed link that expires. */
export async function orderLink(deps: Pick<Deps, 'config' | 'guestLinks' | 'now'>, order: OrderItem): Promise<string> {
  const base = deps.config.PUBLIC_BASE_URL.replace(/\/$/, '');
  if (order.userId) return `${base}/account/orders/${order.orderId}`;
  const token = await deps.guestLinks.sign(order.orderId, order.deliveryEmail, deps.now());
  return `${base}/orders/${order.orderId}?token=${encodeURIComponent(token)}`;
}
