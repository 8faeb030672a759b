import { NotFoundError } from '../../shared/errors/domain-errors';
import type { OrderItem } from '../lib/data/entities/order';
import type { Deps } from '../lib/deps';

/**
 * The order, if `ownerKey` owns it. Someone else's order answers exactly as a missing one does, so order ids cannot be
 * probed; staff reach orders through their own routes.
 */
export async function ownOrder(deps: Pick<Deps, 'store'>, orderId: string, ownerKey: string): Promise<OrderItem> {
  const order = (await deps.store.entities.order.get({ orderId }).go({ consistent: true })).data;
  if (!order || order.ownerKey !== ownerKey) throw new NotFoundError('Order not found.');
  return order;
}

/** A guest's order through their signed link: the token must be for this order and for the e-mail it was placed with. */
export async function guestOrder(deps: Pick<Deps, 'store' | 'guestLinks' | 'now'>, orderId: string, token: string): Promise<OrderItem> {
  const email = await deps.guestLinks.open(token, orderId, deps.now());
  if (!email) throw new NotFoundError('This order link is not valid or has expired. Use the latest link from your e-mail, or contact support.');
  return ownOrder(deps, orderId, `guest:${email}`);
}
