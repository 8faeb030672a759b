import type { OrderStatus } from '../orders/order-status';

export interface PurchasedOrder {
  status: OrderStatus;
  items: readonly { productId: string; quantity: number; refunded: number }[];
}

/**
 * Whether an order makes its buyer a verified buyer of a product: the order is completed (every unit delivered or
 * refunded) and it still holds at least one unit of the product that was not refunded. A pending, held, failed,
 * waiting pre-order or refunded order does not count.
 */
export function provesPurchase(order: PurchasedOrder, productId: string): boolean {
  if (order.status !== 'completed') return false;
  return order.items.some((item) => item.productId === productId && item.quantity - item.refunded > 0);
}
