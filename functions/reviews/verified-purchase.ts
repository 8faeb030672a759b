import { provesPurchase } from '../../shared/reviews/purchase-rule';
import type { Deps } from '../lib/deps';
import type { OrderItem } from '../lib/data/entities/order';

/** Who asks to review: their user id, and their e-mail when the user pool verified it. */
export interface Reviewer {
  userId: string;
  verifiedEmail: string | null;
}

/**
 * The owner keys whose orders count as the reviewer's: their own, and the guest orders of their verified e-mail. A
 * guest order's link went to that mailbox, and the pool has proved the reviewer reads it, so it is the same buyer.
 */
export function ownerKeysOf(reviewer: Reviewer): string[] {
  return [reviewer.userId, ...(reviewer.verifiedEmail ? [`guest:${reviewer.verifiedEmail}`] : [])];
}

/**
 * A completed order of the reviewer's that still holds the product, or null: one Query per owner key over the purchase
 * records settling writes, then those orders by key (read consistently, so a refund a moment ago is seen).
 */
export async function completedPurchase(deps: Pick<Deps, 'store'>, reviewer: Reviewer, productId: string): Promise<OrderItem | null> {
  const { productPurchase, order } = deps.store.entities;
  const marks = await Promise.all(ownerKeysOf(reviewer).map((ownerKey) => productPurchase.query.byOwner({ ownerKey, productId }).go({ pages: 'all', consistent: true })));
  const orderIds = [...new Set(marks.flatMap((m) => m.data.map((p) => p.orderId)))];
  if (orderIds.length === 0) return null;
  const orders = await order.get(orderIds.map((orderId) => ({ orderId }))).go({ consistent: true });
  return orders.data.find((o) => provesPurchase(o, productId)) ?? null;
}
