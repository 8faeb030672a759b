import type { OrderItem } from '../lib/data/entities/order';
import type { Deps } from '../lib/deps';
import { newestFirstRank, type LookupRecord } from '../lib/lookup/lookup-index';

export interface OrderCustomerNames {
  fullName?: string | undefined;
  username?: string | undefined;
}

/** What the back office finds an order by: its number, its delivery e-mail and the buyer's full name and username. */
export function orderLookupRecord(order: Pick<OrderItem, 'orderId' | 'orderNumber' | 'deliveryEmail' | 'createdAt'>, names: OrderCustomerNames): LookupRecord {
  return {
    scope: 'order',
    refId: order.orderId,
    rank: newestFirstRank(order.createdAt),
    texts: [order.orderNumber, order.deliveryEmail, names.fullName, names.username],
  };
}

/** The buyer's names as their profile holds them when the order is placed; a guest has none. */
export async function customerNames(deps: Pick<Deps, 'store'>, userId: string | null | undefined): Promise<OrderCustomerNames> {
  if (!userId) return {};
  const user = (await deps.store.entities.user.get({ userId }).go()).data;
  return { fullName: user?.fullName, username: user?.username };
}
