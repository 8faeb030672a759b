import { orderStatuses } from '../../shared/orders/order-status';
import { orderStatusShards } from '../../functions/lib/data/entities/order-status-counter';
import type { Deps } from '../../functions/lib/deps';
import type { OrderStatusCounts } from '../../functions/orders/order-status-counts';

/**
 * Rebuilds the order status counters from the orders themselves: one Query per status partition of gsi3, counting
 * keys only, then shard 0 holds the totals and the other shards zero. For a seeder, a migration, or after a bug; run it
 * while no orders are being written, since a move made meanwhile could be counted twice or not at all.
 */
export async function recountOrderStatuses(deps: Pick<Deps, 'store'>): Promise<OrderStatusCounts> {
  const counts = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as OrderStatusCounts;
  for (const status of orderStatuses) {
    let cursor: string | null = null;
    do {
      const page: { data: unknown[]; cursor: string | null } = await deps.store.entities.order.query.byStatus({ status }).go({ cursor, limit: 1000, attributes: ['orderId'] });
      counts[status] += page.data.length;
      cursor = page.cursor;
    } while (cursor);
  }
  const zero = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as OrderStatusCounts;
  await deps.store.entities.orderStatusCounter.put(Array.from({ length: orderStatusShards }, (_, shard) => ({ shard, ...(shard === 0 ? counts : zero) }))).go();
  return counts;
}
