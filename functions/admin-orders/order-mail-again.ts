import { ulid } from 'ulid';
import { NotFoundError, UnprocessableError } from '../../shared/errors/domain-errors';
import type { OrderMailResult } from '../../shared/orders/admin-order-views';
import { recordStaffAction } from '../lib/audit/staff-audit';
import type { Deps } from '../lib/deps';
import type { Caller } from '../lib/http/caller';
import { sendOrderEmail } from '../orders/order-emails';

type MailAgainDeps = Pick<Deps, 'store' | 'now' | 'config' | 'mailer' | 'guestLinks'>;
type Staff = Pick<Caller, 'userId' | 'role'>;

/**
 * Re-delivery: the keys-ready e-mail again, with the link to the order where the keys already sold to it are revealed.
 * It reads the order's keys only to count them; nothing is reserved, sold or allocated, so a second key cannot appear.
 * Each send is marked on the order under its own name, so the once-only guard of the system's e-mails lets it through.
 */
export async function redeliverOrder(deps: MailAgainDeps, caller: Staff, orderId: string): Promise<OrderMailResult> {
  const order = await readOrder(deps, orderId);
  const keys = (await deps.store.entities.orderKey.query.byOrder({ orderId }).go({ pages: 'all' })).data.filter((k) => k.status === 'delivered');
  if (keys.length === 0) throw new UnprocessableError('This order has no delivered keys to send again.');
  await sendOrderEmail(deps, order, 'keys-ready', `keys-ready:again:${ulid()}`);
  await recordStaffAction(deps, caller, { subjectType: 'order', subjectId: orderId, action: 'order.redeliver', summary: `Keys-ready e-mail sent again to ${order.deliveryEmail} (${keys.length} keys)` });
  return { orderId, sentTo: order.deliveryEmail, kind: 'keys-ready', keys: keys.length };
}

/** The order confirmation again, for a paid order (a pending or failed one was never confirmed). */
export async function resendConfirmation(deps: MailAgainDeps, caller: Staff, orderId: string): Promise<OrderMailResult> {
  const order = await readOrder(deps, orderId);
  if (!order.paidAt) throw new UnprocessableError('This order was never paid, so it has no confirmation to send.');
  await sendOrderEmail(deps, order, 'order-confirmed', `order-confirmed:again:${ulid()}`);
  await recordStaffAction(deps, caller, { subjectType: 'order', subjectId: orderId, action: 'order.resend-email', summary: `Order confirmation sent again to ${order.deliveryEmail}` });
  return { orderId, sentTo: order.deliveryEmail, kind: 'order-confirmed', keys: 0 };
}

async function readOrder(deps: Pick<Deps, 'store'>, orderId: string) {
  const order = (await deps.store.entities.order.get({ orderId }).go({ consistent: true })).data;
  if (!order) throw new NotFoundError('The requested order could not be found.');
  return order;
}
