import { orderStatuses, type OrderStatus } from '../../shared/orders/order-status';
import { orderStatusShards } from '../../functions/lib/data/entities/order-status-counter';
import type { Deps } from '../../functions/lib/deps';
import type { OrderStatusCounts } from '../../functions/orders/order-status-counts';
import type { RawItem, Recounter } from './recounter';

/** The counter items of these counts: the totals on shard 0 and every other shard zero (readers add the shards up). */
export function orderStatusCounterItems(counts: OrderStatusCounts) {
  const zero = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as OrderStatusCounts;
  return Array.from({ length: orderStatusShards }, (_, shard) => ({ shard, ...(shard === 0 ? counts : zero) }));
}

/** orderStatusCounter: the number of orders in each status (entities/order-status-counter.ts). */
export function orderStatusRecounter(): Recounter {
  const counts = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as OrderStatusCounts;
  return {
    name: 'order status counters',
    reads: ['order'],
    attributes: ['status'],
    add(item) {
      if (orderStatuses.includes(item.status as OrderStatus)) counts[item.status as OrderStatus] += 1;
    },
    finish: () => ({
      // All 32 shards are written, so no shard item can be stale.
      puts: orderStatusCounterItems(counts).map((item) => ({ entity: 'orderStatusCounter', item })),
      deletes: [],
      summary: orderStatuses.map((s) => `${counts[s]} ${s}`).join(', '),
    }),
  };
}

/**
 * The order status counters alone, reading the orders through their status index (one Query per status partition,
 * keys only) instead of the whole table: for a test or a store whose other counters are trusted. Run it while no
 * orders are being written, since a move made meanwhile could be counted twice or not at all.
 */
export async function recountOrderStatuses(deps: Pick<Deps, 'store'>): Promise<OrderStatusCounts> {
  const recounter = orderStatusRecounter();
  for (const status of orderStatuses) {
    let cursor: string | null = null;
    do {
      const page: { data: unknown[]; cursor: string | null } = await deps.store.entities.order.query.byStatus({ status }).go({ cursor, limit: 1000, attributes: ['orderId'] });
      for (const _ of page.data) recounter.add({ pk: '', sk: '', status } as RawItem);
      cursor = page.cursor;
    } while (cursor);
  }
  const items = recounter.finish().puts.map((p) => p.item as ReturnType<typeof orderStatusCounterItems>[number]);
  await deps.store.entities.orderStatusCounter.put(items).go();
  const { shard: _shard, ...totals } = items[0]!;
  return totals;
}
