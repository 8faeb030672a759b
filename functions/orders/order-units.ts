import type { OrderKeyItem } from '../lib/data/entities/order-key';
import type { PreorderEntryItem } from '../lib/data/entities/preorder-entry';
import type { Deps } from '../lib/deps';

/** Everything an order's units became: the keys sold to it and its places in the pre-order queues (two Queries). */
export async function orderUnits(deps: Pick<Deps, 'store'>, orderId: string): Promise<{ keys: OrderKeyItem[]; entries: PreorderEntryItem[] }> {
  const [keys, entries] = await Promise.all([
    deps.store.entities.orderKey.query.byOrder({ orderId }).go({ pages: 'all' }),
    deps.store.entities.preorderEntry.query.byOrder({ orderId }).go({ pages: 'all' }),
  ]);
  return { keys: keys.data, entries: entries.data };
}
